import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from '../../features/catalogue/web/HomePage.js';
import { FeaturedItemPage } from '../../features/catalogue/web/FeaturedItemPage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ShopLayout } from './ShopLayout.js';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** Product families outside /stickers have their own top-level route: /business-cards/{product?}. */
export const FAMILY_ROUTES = ['business-cards', 'badges', 'magnets', 'hang-tags'] as const;

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<ShopLayout />}>
            <Route index element={<HomePage />} />
            <Route path="stickers/:item/:product?" element={<FeaturedItemPage />} />
            {FAMILY_ROUTES.map((family) => (
              <Route key={family} path={`${family}/:product?`} element={<FeaturedItemPage family={family} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
