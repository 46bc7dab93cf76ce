import { Link } from 'react-router';
import { formatSgdDollars } from '../../../shared/money.js';
import { useFeaturedCategories } from './get-featured-categories.js';

export function HomePage() {
  const { data: categories, isPending, isError } = useFeaturedCategories();
  return (
    <>
      <section className="hero">
        <h1>Custom stickers, labels and print, made in Singapore</h1>
        <p>Pick a product, set your size and quantity, and see your price and dispatch date instantly.</p>
      </section>
      {isPending && <p role="status">Loading products…</p>}
      {isError && <p role="alert">We couldn't load the products. Please refresh the page.</p>}
      {categories?.map((category) => (
        <section key={category.id} className="category" aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{category.name}</h2>
          <ul className="card-grid">
            {category.featured_items.map((item) => (
              <li key={item.id}>
                <Link className="card" to={`${item.route}?featured=${category.id}`}>
                  <span className="card-title">{item.name}</span>
                  <span className="card-price">from {formatSgdDollars(item.from_price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
