import { Link } from 'react-router';
import { paths } from '../../shared/paths.js';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to={paths.home}>Browse all products</Link>
      </p>
    </section>
  );
}
