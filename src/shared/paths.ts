/**
 * The web app's page paths, in one place: the router's patterns, the links the pages draw and
 * the pages the server renders a head for are all built from here. Product pages come from the
 * catalogue (a featured item's `route` plus a product's `url_slug`).
 */

/** Product families outside /stickers have their own top-level route: /business-cards/{product?}. */
export const FAMILY_ROUTES = ['business-cards', 'badges', 'magnets', 'hang-tags'] as const;
export type FamilyRoute = (typeof FAMILY_ROUTES)[number];

export const paths = {
  home: '/',
  stickers: '/stickers',
  cart: '/cart',
  /** Checkout: contact, delivery address, shipping, the guest's email check, Place order. */
  checkout: '/checkout',
  /** Find an order by its number and email (from any browser). */
  orders: '/orders',
  /** An order's page: status, timeline, lines, totals and the PayNow instructions. */
  order: (orderNo: string) => `/orders/${orderNo}`,
  /** A delivered order's review page, opened from the emailed link (the token in ?token=). */
  orderReview: (orderNo: string, token: string) => `/orders/${orderNo}/review?token=${encodeURIComponent(token)}`,
  contact: '/contact',
  faq: '/faq',
  shippingReturns: '/shipping-returns',
  terms: '/terms',
  privacy: '/privacy',
  /** New Membership Registration (forms-and-accounts.md §2: the registration accordion). */
  register: '/register',
  /** The member's account area: profile, password, address book, notifications, points, quotations. */
  account: '/account',
  /** A shopper's quote request: what they asked, the conversation and the shop's priced options to put in the cart. */
  quoteRequest: (requestNo: string) => `/quote-requests/${requestNo}`,
  /** The staff desk's home: today's work with counts (staff members only). */
  staffHome: '/staff',
  /** The staff's list of quote requests (staff members only; ?request= opens one). */
  staffQuoteRequests: '/staff/quote-requests',
  /** The shop's settings staff change: coupons, holidays and closures, shipping, prices, content (staff only). */
  staffSettings: '/staff/settings',
  /** The audit log: every staff change, who and when, before and after (staff only; filters in the query). */
  staffAudit: '/staff/audit',
  /** The shop's staff and their roles (owners only). */
  staffTeam: '/staff/team',
  /** The staff order desk (staff members only; ?status= filters, ?order= opens one). */
  staffOrders: '/staff/orders',
  /** Production (staff only): approved lines by dispatch date and material, their print files (?date= one day). */
  staffProduction: '/staff/production',
  /** Review moderation (desk staff): pending reviews first; publish, hide, reply (?status= filters). */
  staffReviews: '/staff/reviews',
  /** The sticker landing the header's Stickers link opens (Paper, with the featured list). */
  stickersMenu: '/stickers/paper?featured=1',
  rollStickers: '/stickers/roll',
  /** The vinyl lettering designer (forms-and-accounts.md §2: the route named vinyl-lettering-designer). */
  letteringDesigner: '/vinyl-lettering-designer',
  family: (family: FamilyRoute) => `/${family}`,
  /** A product's configurator page: its featured item's route, then the product's slug. */
  product: (itemRoute: string, productSlug: string) => `${itemRoute}/${productSlug}`,
} as const;

/** React Router patterns (relative to the layout route) for the pages above. */
export const routePatterns = {
  stickers: 'stickers',
  cart: 'cart',
  checkout: 'checkout',
  orders: 'orders',
  order: 'orders/:orderNo',
  orderReview: 'orders/:orderNo/review',
  contact: 'contact',
  faq: 'faq',
  shippingReturns: 'shipping-returns',
  terms: 'terms',
  privacy: 'privacy',
  register: 'register',
  account: 'account',
  quoteRequest: 'quote-requests/:requestNo',
  staffHome: 'staff',
  staffQuoteRequests: 'staff/quote-requests',
  staffSettings: 'staff/settings',
  staffAudit: 'staff/audit',
  staffTeam: 'staff/team',
  staffOrders: 'staff/orders',
  staffProduction: 'staff/production',
  staffReviews: 'staff/reviews',
  letteringDesigner: 'vinyl-lettering-designer',
  stickerItem: 'stickers/:item/:product?',
  family: (family: FamilyRoute) => `${family}/:product?`,
} as const;

/** The page the lettering designer route opens: the vinyl lettering product of the vinyl stickers page. */
export const LETTERING_DESIGNER_PAGE = { itemSlug: 'vinyl', productSlug: 'vinyl-lettering', title: 'Vinyl Lettering Designer' } as const;
