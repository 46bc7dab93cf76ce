import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { CartViewProvider } from '../../features/cart/web/cart-view.js';
import { HomePage } from '../../features/storefront/web/HomePage.js';
import { infoPageRoutes } from '../../features/storefront/web/info-page-routes.js';
import { NotFoundPage } from '../components/NotFoundPage.js';
import { ShopLayout } from './ShopLayout.js';
import { FAMILY_ROUTES, routePatterns } from '../../shared/paths.js';

// The configurator is its own chunk: the home page stays light on a first visit.
const CartPage = lazy(() => import('../../features/cart/web/CartPage.js').then((m) => ({ default: m.CartPage })));
const RegisterPage = lazy(() => import('../../features/account/web/RegisterPage.js').then((m) => ({ default: m.RegisterPage })));
const StaffQuoteRequestsPage = lazy(() => import('../../features/quote-request/web/StaffQuoteRequestsPage.js').then((m) => ({ default: m.StaffQuoteRequestsPage })));
const StaffOrdersPage = lazy(() => import('../../features/orders/web/StaffOrdersPage.js').then((m) => ({ default: m.StaffOrdersPage })));
const StaffTodayPage = lazy(() => import('../../features/orders/web/StaffTodayPage.js').then((m) => ({ default: m.StaffTodayPage })));
const StaffProductionPage = lazy(() => import('../../features/production/web/StaffProductionPage.js').then((m) => ({ default: m.StaffProductionPage })));
const StaffAuditPage = lazy(() => import('../../features/staff/web/StaffAuditPage.js').then((m) => ({ default: m.StaffAuditPage })));
const StaffTeamPage = lazy(() => import('../../features/staff/web/StaffTeamPage.js').then((m) => ({ default: m.StaffTeamPage })));
const StaffSettingsPage = lazy(() => import('./StaffSettingsPage.js').then((m) => ({ default: m.StaffSettingsPage })));
const StaffReviewsPage = lazy(() => import('../../features/reviews/web/StaffReviewsPage.js').then((m) => ({ default: m.StaffReviewsPage })));
const OrderReviewPage = lazy(() => import('../../features/reviews/web/OrderReviewPage.js').then((m) => ({ default: m.OrderReviewPage })));
const QuotePage = lazy(() => import('../../features/quote-request/web/QuotePage.js').then((m) => ({ default: m.QuotePage })));
const MyAccountPage = lazy(() => import('./MyAccountPage.js').then((m) => ({ default: m.MyAccountPage })));
const CheckoutPage = lazy(() => import('../../features/orders/web/CheckoutPage.js').then((m) => ({ default: m.CheckoutPage })));
const OrderPage = lazy(() => import('../../features/orders/web/OrderPage.js').then((m) => ({ default: m.OrderPage })));
const OrderLookupPage = lazy(() => import('../../features/orders/web/OrderPage.js').then((m) => ({ default: m.OrderLookupPage })));
const ConfiguratorPage = lazy(() => import('../../features/configurator/web/ConfiguratorPage.js').then((m) => ({ default: m.ConfiguratorPage })));

/** The query cache of one browser tab, or of one page rendered on the server (never shared between requests). */
export const newQueryClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * The shop's pages, the same tree in the browser (main.tsx, in a BrowserRouter) and on the server
 * (entry-server.tsx, in a StaticRouter): `router` wraps the routes in the one for the place.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {router(
        <CartViewProvider>
        <Suspense fallback={<div className="cfg-loading" role="status">Loading…</div>}>
          <Routes>
            <Route element={<ShopLayout />}>
              <Route index element={<HomePage />} />
              <Route path={routePatterns.stickers} element={<HomePage />} />
              <Route path={routePatterns.cart} element={<CartPage />} />
              <Route path={routePatterns.checkout} element={<CheckoutPage />} />
              <Route path={routePatterns.orders} element={<OrderLookupPage />} />
              <Route path={routePatterns.order} element={<OrderPage />} />
              <Route path={routePatterns.orderReview} element={<OrderReviewPage />} />
              <Route path={routePatterns.quoteRequest} element={<QuotePage />} />
              <Route path={routePatterns.register} element={<RegisterPage />} />
              <Route path={routePatterns.account} element={<MyAccountPage />} />
              <Route path={routePatterns.staffQuoteRequests} element={<StaffQuoteRequestsPage />} />
              <Route path={routePatterns.staffHome} element={<StaffTodayPage />} />
              <Route path={routePatterns.staffOrders} element={<StaffOrdersPage />} />
              <Route path={routePatterns.staffProduction} element={<StaffProductionPage />} />
              <Route path={routePatterns.staffAudit} element={<StaffAuditPage />} />
              <Route path={routePatterns.staffSettings} element={<StaffSettingsPage />} />
              <Route path={routePatterns.staffTeam} element={<StaffTeamPage />} />
              <Route path={routePatterns.staffReviews} element={<StaffReviewsPage />} />
              {infoPageRoutes}
              <Route path={routePatterns.stickerItem} element={<ConfiguratorPage />} />
              <Route path={routePatterns.letteringDesigner} element={<ConfiguratorPage letteringDesigner />} />
              {FAMILY_ROUTES.map((family) => (
                <Route key={family} path={routePatterns.family(family)} element={<ConfiguratorPage family={family} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
        </CartViewProvider>,
      )}
    </QueryClientProvider>
  );
}
