/**
 * Shipping methods, fees and dispatch dates for the quote page and the shipping modal.
 * Rules (free shipping, dispatch date, turnaround text) come from the shared rule modules.
 */
import type { Catalogue, ProductRow, ShippingMethodRow } from '../catalogue/catalogue.js';
import { productDisplayName } from '../catalogue/labels.js';
import { invalidField } from '../../server/errors.js';
import { deliveryDate, dispatchConditionText, dispatchSchedule, formatShopDate, SHOP_TIME_ZONE } from './dispatch-date.js';
import { CUTOFF_TIME_TEXT, ORDER_CUTOFF_HOUR, turnaroundText } from './order-cutoff.js';
import { arrivalBusinessDay, summariseMethods } from './delivery-story.js';
import { qualifiesForFreeShipping, shippingFeeCents } from './free-shipping.js';
import type { ShippingInfoData, ShippingMethodDto, ShippingMethodQuote, ShopDeliveryData } from './shipping.schemas.js';
import { centsToDollars } from '../../shared/money.js';

function methodDto(method: ShippingMethodRow, product: ProductRow): ShippingMethodDto {
  return {
    id: method.id,
    method: method.method,
    product_id: product.id,
    product: productDisplayName(product),
    cost: centsToDollars(method.cost_cents),
    printing_days: method.printing_days,
    shipping_days: method.shipping_days,
    turnaround_text: turnaroundText(method.printing_days, method.shipping_days),
  };
}

function schedule(catalogue: Catalogue, printingDays: number, shippingDays: number, now: Date) {
  const s = dispatchSchedule({ now, printingDays, holidays: catalogue.holidayDates });
  const delivery = deliveryDate(s.dispatchDate, shippingDays, catalogue.holidayDates);
  return {
    start_date: s.startDate,
    production_dates: s.productionDates,
    dispatch_date: s.dispatchDate,
    dispatch_date_text: formatShopDate(s.dispatchDate),
    dispatch_condition: dispatchConditionText(now, catalogue.holidayDates),
    delivery_date: delivery,
    delivery_date_text: formatShopDate(delivery),
  };
}

/** Method DTOs per catalogue snapshot and product: they only change with the catalogue. */
const methodDtos = new WeakMap<Catalogue, Map<number, { row: ShippingMethodRow; dto: ShippingMethodDto }[]>>();

function productMethods(catalogue: Catalogue, product: ProductRow) {
  let byProduct = methodDtos.get(catalogue);
  if (!byProduct) methodDtos.set(catalogue, (byProduct = new Map()));
  let methods = byProduct.get(product.id);
  if (!methods) {
    methods = catalogue.shippingMethods(product.id).map((row) => ({ row, dto: methodDto(row, product) }));
    byProduct.set(product.id, methods);
  }
  return methods;
}

/** Each shipping method of a product, priced for an order total (free-shipping rule applied). */
export function shippingQuotes(catalogue: Catalogue, product: ProductRow, totalCents: number, now: Date, selectedMethodId?: number): ShippingMethodQuote[] {
  const methods = productMethods(catalogue, product);
  if (selectedMethodId !== undefined && !methods.some((m) => m.row.id === selectedMethodId)) {
    throw invalidField('shipping_method_id', `That shipping method is not available for ${productDisplayName(product)}.`);
  }
  return methods.map(({ row, dto }) => {
    const input = { productId: product.id, shippingCostCents: row.cost_cents, totalCents, thresholdCents: catalogue.freeShippingThresholdCents };
    const fee = shippingFeeCents(input);
    return {
      ...dto,
      free_shipping: qualifiesForFreeShipping(input),
      shipping_fee: centsToDollars(fee),
      shipping_fee_cents: fee,
      schedule: schedule(catalogue, row.printing_days, row.shipping_days, now),
    };
  });
}

/** GET quote/get/shipping-info/{item}: rates of every product on the page and the quote-page date line. */
export function shippingInfo(catalogue: Catalogue, products: ProductRow[], selected: ProductRow, now: Date): ShippingInfoData {
  const standard = products.flatMap((p) => {
    const first = catalogue.shippingMethods(p.id)[0];
    return first ? [methodDto(first, p)] : [];
  });
  const selectedStandard = catalogue.shippingMethods(selected.id)[0];
  const printingDays = selectedStandard?.printing_days ?? 4;
  const shippingDays = selectedStandard?.shipping_days ?? 5;
  return {
    shipping_methods: products.flatMap((p) => catalogue.shippingMethods(p.id).map((m) => methodDto(m, p))),
    shipping_date: {
      quote_page: {
        ...schedule(catalogue, printingDays, shippingDays, now),
        product_id: selected.id,
        printing_days: printingDays,
        shipping_days: shippingDays,
        turnaround_text: turnaroundText(printingDays, shippingDays),
        business_days: arrivalBusinessDay({ printing_days: printingDays, shipping_days: shippingDays }),
      },
    },
    standard_shipping: standard,
    cutoff_time: `${ORDER_CUTOFF_HOUR}:00`,
    time_zone: SHOP_TIME_ZONE,
    free_shipping_threshold_cents: catalogue.freeShippingThresholdCents,
  };
}

/** The shop-wide delivery story: each method's time ranges over every product (per catalogue snapshot). */
export function shopDelivery(catalogue: Catalogue): ShopDeliveryData {
  let data = shopDeliveries.get(catalogue);
  if (!data) {
    const standard = catalogue.rows.products.flatMap((product) => {
      const first = catalogue.shippingMethods(product.id)[0];
      return first ? [{ product: productDisplayName(product), method: first }] : [];
    });
    const longest = Math.max(...standard.map((s) => s.method.printing_days));
    data = {
      methods: summariseMethods(catalogue.rows.shippingMethods.filter((m) => m.offered)),
      longest_printing_products: standard.filter((s) => s.method.printing_days === longest).map((s) => s.product),
      standard_fee_products: standard.filter((s) => s.method.cost_cents > 0).map((s) => s.product),
      cutoff_time: CUTOFF_TIME_TEXT,
      time_zone: SHOP_TIME_ZONE,
      free_shipping_threshold_cents: catalogue.freeShippingThresholdCents,
    };
    shopDeliveries.set(catalogue, data);
  }
  return data;
}
const shopDeliveries = new WeakMap<Catalogue, ShopDeliveryData>();
