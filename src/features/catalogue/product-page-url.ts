/** The product page a stored cart, quotation or order line links to, with its exact configuration. */
import { paths } from '../../shared/paths.js';
import { storedConfigurationQuery, withQuery } from '../../shared/configuration-url.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import type { Catalogue } from './catalogue.js';

/**
 * The configurator page of a stored line, with its exact configuration and quantity: the line's
 * featured item, else the first item that lists the product.
 */
export function linePageUrl(catalogue: Catalogue, configuration: StoredConfiguration, quantity: number): string {
  const product = catalogue.productsById.get(configuration.product_id);
  const item = configuration.featured_item_id !== null ? catalogue.featuredItemsById.get(configuration.featured_item_id) : undefined;
  const route = item?.route ?? catalogue.rows.featuredItems.find((i) => product && catalogue.productsOfItem(i).some((p) => p.id === product.id))?.route ?? paths.home;
  return product ? withQuery(paths.product(route, product.url_slug), storedConfigurationQuery(configuration, quantity)) : route;
}
