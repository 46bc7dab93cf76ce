import { describe, expect, it } from 'vitest';
import { configurationQuery, hasConfiguration, replaceConfiguration, storedConfigurationQuery, withQuery } from './configuration-url.js';

const plain = { cuttingId: 2, shapeId: 3, finishingId: null, adhesiveId: null, colorId: null, orientationId: null, width: 80, height: 50, cutPerShape: null, quantity: 100, addonItemIds: [9, 4], premiumProcessingId: null };

describe('a configuration as query parameters', () => {
  it('is written in a fixed order with add-ons sorted, so equal configurations give equal links', () => {
    expect(configurationQuery(plain).toString()).toBe('cutting=2&shape=3&width=80&height=50&quantity=100&addons=4%2C9');
    expect(configurationQuery({ ...plain, customQuantity: '1230' }).get('custom_quantity')).toBe('1230');
    expect(configurationQuery({ ...plain, customQuantity: '1230' }).has('quantity')).toBe(false);
  });

  it('leaves the lettering defaults out, so a plain lettering link stays short', () => {
    const lettering = { useCreationTool: true, installReady: true, text: 'OPEN', fontId: 'montserrat', alignment: 'center' as const };
    expect(configurationQuery({ ...plain, lettering }).toString()).toContain('text=OPEN');
    expect(configurationQuery({ ...plain, lettering }).has('font')).toBe(false);
    expect(configurationQuery({ ...plain, lettering: { ...lettering, fontId: 'anton', alignment: 'right' } }).toString()).toContain('font=anton&align=right');
    const artwork = storedConfigurationQuery(
      { featured_item_id: null, product_id: 11, cutting_id: 1, shape_id: null, finishing_id: null, adhesive_id: null, color_id: null, orientation_id: null, premium_processing_id: null, addon_item_ids: [], width: 300, height: 60, cut_per_shape: null, lettering: { install_ready: false, creation_tool: null } },
      10,
    );
    expect(artwork.toString()).toBe('cutting=1&width=300&height=60&quantity=10&tool=no&install_ready=no');
  });

  it('replacing the configuration keeps the page\'s other parameters', () => {
    const next = replaceConfiguration(new URLSearchParams('featured=1&width=10&cart_line=abc'), new URLSearchParams('width=80&height=50'));
    expect(next.toString()).toBe('featured=1&cart_line=abc&width=80&height=50');
    expect(hasConfiguration(new URLSearchParams('featured=1&cart_line=abc'))).toBe(false);
    expect(withQuery('/stickers/vinyl', new URLSearchParams())).toBe('/stickers/vinyl');
  });
});
