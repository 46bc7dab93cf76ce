import { Link, useParams, useSearchParams } from 'react-router';
import { formatSgdDollars } from '../../../shared/money.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { NotFoundPage } from '../../../web/app/NotFoundPage.js';
import { productDisplayName } from '../labels.js';
import { useFeaturedItems } from './get-featured-items.js';

/** A featured item's page: its products with their "from" prices. */
export function FeaturedItemPage({ family }: { family?: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const slug = family ?? params.item ?? '';
  const featured = Number(search.get('featured')) || undefined;
  const { data, isPending, error } = useFeaturedItems({ slug, product: params.product, featured });

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (isPending) return <p role="status">Loading…</p>;
  if (!data) return <p role="alert">We couldn't load this page. Please refresh.</p>;

  const item = data.featured_item;
  const selected = item.products.find((p) => p.id === data.selected_product_id);
  return (
    <section aria-labelledby="item-title">
      <h1 id="item-title">{selected && params.product ? productDisplayName(selected) : item.name}</h1>
      <p className="lead">From {formatSgdDollars(selected && params.product ? selected.from_price : item.from_price)}</p>
      <ul className="card-grid">
        {item.products.map((product) => (
          <li key={product.id}>
            <Link className="card" to={`${item.route}/${product.url_slug}`} aria-current={product.id === selected?.id ? 'page' : undefined}>
              <span className="card-title">{productDisplayName(product)}</span>
              <span className="card-text">{product.description}</span>
              <span className="card-price">from {formatSgdDollars(product.from_price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
