/** Routes of the contact and policy pages, one chunk loaded when one of them is opened. */
import { lazy } from 'react';
import { Route } from 'react-router';
import { routePatterns } from '../../../shared/paths.js';

const ContactPage = lazy(() => import('./InfoPages.js').then((m) => ({ default: m.ContactPage })));
const FaqPage = lazy(() => import('./InfoPages.js').then((m) => ({ default: m.FaqPage })));
const ShippingReturnsPage = lazy(() => import('./InfoPages.js').then((m) => ({ default: m.ShippingReturnsPage })));
const TermsPage = lazy(() => import('./InfoPages.js').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./InfoPages.js').then((m) => ({ default: m.PrivacyPage })));

/** Placed inside the layout route of App.tsx. */
export const infoPageRoutes = [
  <Route key="contact" path={routePatterns.contact} element={<ContactPage />} />,
  <Route key="faq" path={routePatterns.faq} element={<FaqPage />} />,
  <Route key="shipping-returns" path={routePatterns.shippingReturns} element={<ShippingReturnsPage />} />,
  <Route key="terms" path={routePatterns.terms} element={<TermsPage />} />,
  <Route key="privacy" path={routePatterns.privacy} element={<PrivacyPage />} />,
];
