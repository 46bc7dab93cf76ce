/**
 * The shop's front page (/ and /stickers): what we print (the featured categories with their
 * pictures and "from" prices), best sellers (one product per family, chosen on the server: see
 * shop-info/best-sellers.ts), how ordering works (configurator.md §1) and what customers say.
 */
import { Link } from 'react-router';
import { formatSgd, formatSgdDollars } from '../../../shared/money.js';
import { formatWholeNumber } from '../../../shared/number-format.js';
import { paths, type FamilyRoute } from '../../../shared/paths.js';
import type { ReviewType } from '../../reviews/review-options.js';
import type { FamilyReviews } from '../storefront.schemas.js';
import { useHighlights } from './get-highlights.js';
import type { FeaturedCategory } from '../../catalogue/catalogue.schemas.js';
import { useFeaturedCategories } from '../../catalogue/web/get-featured-categories.js';
import { CUTOFF_SHORT_TEXT } from '../../shipping/delivery-story.js';
import './HomePage.css';

export function HomePage() {
  const { data: categories, isPending, isError } = useFeaturedCategories();
  const highlights = useHighlights();
  const reviews = highlights.data?.reviews ?? [];
  const reviewCount = reviews.reduce((sum, r) => sum + r.total, 0);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero-text">
          <h1 id="home-title">Custom stickers, labels and print, made in Singapore</h1>
          <p className="lead">Pick a product, set your size and quantity, and see your price and dispatch date instantly. We check your artwork and send a free PDF proof before anything is printed.</p>
          <div className="home-hero-actions">
            <Link className="button button-primary" to={paths.stickersMenu}>
              Shop stickers
            </Link>
            <a className="button button-secondary" href="#how-it-works">
              How ordering works
            </a>
          </div>
        </div>
        <ul className="home-promises" aria-label="Why order with us">
          <li><strong>Free shipping</strong> Singapore wide on most products</li>
          <li><strong>Free PDF proof</strong> before we print</li>
          <li><strong>Live prices in SGD</strong> and dispatch dates as you choose</li>
          <li><strong>Free reprint</strong> if we get it wrong</li>
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-categories">
        <h2 id="home-categories">Shop by category</h2>
        {isPending && <p role="status">Loading products…</p>}
        {isError && <p role="alert">We couldn't load the products. Please refresh the page.</p>}
        <ul className="home-categories">
          {categories?.map((category) => <CategoryCard key={category.id} category={category} />)}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-best-sellers">
        <h2 id="home-best-sellers">Best sellers</h2>
        <p className="home-section-lead">Where most shoppers start in each range, with the lowest price it comes at.</p>
        {highlights.isError && <p role="alert">We couldn't load our best sellers. Please refresh the page.</p>}
        <ul className="home-products" aria-busy={highlights.isPending}>
          {highlights.data?.best_sellers.map((product) => (
            <li key={product.path}>
              <Link className="home-product" to={product.path}>
                <img src={product.image} alt="" width="320" height="240" loading="lazy" decoding="async" />
                <span className="home-product-family">{product.family}</span>
                <span className="home-product-name">{product.name}</span>
                <span className="home-product-text">{product.description}</span>
                <span className="home-price">from {formatSgd(product.from_price_cents)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" className="home-section" aria-labelledby="home-how">
        <h2 id="home-how">How ordering works</h2>
        <ol className="home-steps">
          <li>
            <h3>Configure</h3>
            <p>Choose the material, shape, size, finishing and quantity. The price and dispatch date update with every choice.</p>
          </li>
          <li>
            <h3>Upload your artwork</h3>
            <p>Add it to your cart and upload your design as a PDF, AI file or high-resolution image.</p>
          </li>
          <li>
            <h3>Approve your free PDF proof</h3>
            <p>After checkout we check your file and send a PDF proof. Nothing is printed until you approve it.</p>
          </li>
          <li>
            <h3>We print and dispatch</h3>
            <p>{CUTOFF_SHORT_TEXT}. Shipping is free Singapore wide on most products.</p>
          </li>
        </ol>
      </section>

      <section className="home-section" aria-labelledby="home-reviews">
        <h2 id="home-reviews">What customers say</h2>
        {reviewCount > 0 ? (
          <>
            <p className="home-section-lead">{formatWholeNumber(reviewCount)} reviews from customers who ordered with us.</p>
            <ul className="home-reviews">
              {reviews
                .filter((r) => r.total > 0)
                .map((r) => (
                  <li key={r.type}>
                    <ReviewCard reviews={r} />
                  </li>
                ))}
            </ul>
          </>
        ) : (
          highlights.isPending && <p role="status">Loading reviews…</p>
        )}
      </section>
    </div>
  );
}

/** One line on what each category is for; a category the shop adds later simply has none. */
const CATEGORY_BLURBS: Record<string, string> = {
  paper: 'Art, classic and kraft paper for product labels and packaging.',
  vinyl: 'Waterproof vinyl, decals and lettering for outdoors and vehicles.',
  special: 'Foil, hologram, embossed and dome finishes that stand out.',
  'sticker-types': 'Die cut, kiss cut, sheets and rolls: choose how they are cut.',
  'business-cards': 'Thick 250 to 400gsm cards, including kraft.',
  'badges-magnets': 'Button, mirror and magnetic badges, and fridge magnets.',
  'hang-tags': 'Card tags with punch holes and strings for clothing and gifts.',
};

function CategoryCard({ category }: { category: FeaturedCategory }) {
  const [first] = category.featured_items;
  const prices = category.featured_items.map((i) => i.from_price).filter((p) => p > 0);
  const headingId = `category-${category.id}`;
  return (
    <li className="home-category">
      <img src={category.img} alt="" width="320" height="200" loading="lazy" decoding="async" />
      <div className="home-category-body">
        <h3 id={headingId}>
          {first ? (
            <Link to={`${first.route}?featured=${category.id}`} className="home-category-link">
              {category.name}
            </Link>
          ) : (
            category.name
          )}
        </h3>
        {CATEGORY_BLURBS[category.url_slug] && <p className="home-category-text">{CATEGORY_BLURBS[category.url_slug]}</p>}
        {prices.length > 0 && <p className="home-price">from {formatSgdDollars(Math.min(...prices))}</p>}
        {category.featured_items.length > 1 && (
          <ul className="home-category-items" aria-labelledby={headingId}>
            {category.featured_items.map((item) => (
              <li key={item.id}>
                <Link to={`${item.route}?featured=${category.id}`}>
                  {item.name} <span className="home-item-price">from {formatSgdDollars(item.from_price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

const REVIEW_FAMILIES: Record<ReviewType, { name: string; path: string }> = {
  stickers: { name: 'Stickers', path: paths.stickersMenu },
  'business-cards': { name: 'Business cards', path: paths.family('business-cards' satisfies FamilyRoute) },
  badges: { name: 'Badges', path: paths.family('badges') },
  magnets: { name: 'Magnets', path: paths.family('magnets') },
  'hang-tags': { name: 'Hang tags', path: paths.family('hang-tags') },
};

function ReviewCard({ reviews }: { reviews: FamilyReviews }) {
  const family = REVIEW_FAMILIES[reviews.type];
  const rating = reviews.ratingValue.toFixed(1);
  return (
    <Link className="home-review" to={family.path}>
      <span className="home-review-family">{family.name}</span>
      <span className="home-stars" aria-hidden="true" style={{ ['--rating' as string]: reviews.ratingValue }} />
      <span className="home-review-rating">
        <strong>{rating}</strong> out of 5
      </span>
      <span className="home-review-count">{formatWholeNumber(reviews.total)} {reviews.total === 1 ? 'review' : 'reviews'}</span>
    </Link>
  );
}
