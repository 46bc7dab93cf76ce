/**
 * The instant-quote page: /stickers/{item}/{product?} and the other families' routes. Loads the
 * featured item once, keeps the shopper's selection in a reducer over the shared cascade rules,
 * and prices the settled selection (10 ms after a choice, 1 s after typing stops).
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router';
import type { FeaturedCategory, FeaturedItem, Product } from '../../catalogue/catalogue.schemas.js';
import { finishingLabel, isRollCutting, MATERIAL_LABEL_PRODUCT_IDS, productDisplayName } from '../../catalogue/labels.js';
import { Breadcrumbs } from '../../catalogue/web/Breadcrumbs.js';
import { CategorySwitcher } from './CategorySwitcher.js';
import { SectionNav } from '../../catalogue/web/SectionNav.js';
import { ServicesBanner } from '../../catalogue/web/ServicesBanner.js';
import { useFeaturedItems } from '../../catalogue/web/get-featured-items.js';
import { SIZE_VALIDATION_DEBOUNCE_MS } from '../../catalogue/size-rules.js';
import { PRICING_DEBOUNCE_MS, TYPING_DEBOUNCE_MS, usePricing } from '../../pricing/web/get-pricing.js';
import { ProductGallery } from '../../product-info/web/ProductGallery.js';
import { ProductInfoPanel } from '../../product-info/web/ProductInfoPanel.js';
import { useKickoff } from '../../promotions/web/get-kickoff.js';
import { ReviewsSection } from '../../reviews/web/ReviewsSection.js';
import { useReviewSummary } from '../../reviews/web/get-reviews.js';
import { LazyShippingModal as ShippingModal } from '../../shipping/web/LazyShippingModal.js';
import { useShippingInfo } from '../../shipping/web/get-shipping-info.js';
import { arrivalText, deliveryAfterDispatchText } from '../../shipping/delivery-story.js';
import { shippingHeadline } from '../../shipping/free-shipping.js';
import { formatSgdDollars } from '../../../shared/money.js';
import { ApiError } from '../../../web/lib/api-client.js';
import type { CartQuoteData } from '../../cart/cart.schemas.js';
import { pageData } from '../../../web/lib/page-data.js';
import { KEEP_SCROLL } from '../../../web/lib/page-scroll.js';
import { scrollToAnchor } from '../../../web/lib/scroll.js';
import { DISPATCH_CONDITION_DATA } from '../../shipping/page-data.js';
import { pricingParamsKey } from '../../pricing/page-data.js';
import { formatWholeNumber } from '../../../shared/number-format.js';
import { MAX_STICKERS_PER_SHEET, MIN_STICKERS_PER_SHEET, sanitizeStickersPerSheetInput, STICKERS_PER_SHEET_MAX_LENGTH } from '../../pricing/cut-rules.js';
import { useAddToCartResult } from '../../cart/web/use-add-to-cart.js';
import { CompareAnnouncer } from '../../compare/web/CompareAnnouncer.js';
import { LazyQuotationModal as QuotationModal, usePrintQuote } from '../../quotation/web/LazyQuotationModal.js';
import { LazyCompareTray as CompareTray } from '../../compare/web/LazyCompareTray.js';
import { compareInputFrom, useCompare } from '../../compare/web/use-compare.js';
import { useDebouncedValue } from '../../../web/lib/use-debounced-value.js';
import { NotFoundPage } from '../../../web/components/NotFoundPage.js';
import { InfoButton } from '../../../web/components/ui/InfoButton.js';
import { LETTERING_DESIGNER_PAGE, paths } from '../../../shared/paths.js';
import {
  adhesivesFor,
  configure,
  cuttingsOf,
  finishingsFor,
  pricingParams,
  problemsBlockPricing,
  selectionProblems,
  shapesFor,
  type Selection,
  type SelectionChange,
  type SelectionProblems,
} from '../configurator-state.js';
import { CART_LINE_PARAM, CONFIGURATION_PARAMS, configurationQuery, replaceConfiguration } from '../../../shared/configuration-url.js';
import { linkAdjustments, selectionFields, selectionFromQuery } from '../selection-url.js';
import { useUpdateCartLine } from './use-update-cart-line.js';
import { AddonSections } from './AddonSections.js';
import { OptionGroup, OptionHeading } from './OptionGroup.js';
import { MiniBox } from './MiniBox.js';
import { displayedTotal, PricePanel, type PricePanelActions } from './PricePanel.js';
import { QuantitySection } from './QuantitySection.js';
import { SizeSection } from './SizeSection.js';
import { SpecialProcessingSection } from './SpecialProcessingSection.js';
import { LazyQuoteModal } from '../../quote-request/web/LazyQuoteModal.js';
import { RequestQuoteBelow } from './RequestQuoteBelow.js';
import { TitleNotice } from './TitleNotice.js';
import { creationToolBlocked, disabledSheetColourIds, FULL_COLOUR_SHEET_NOTE, SHEET_COLOUR_CODE } from '../../lettering/lettering-choice.js';
import { useLetteringDesign } from '../../lettering/web/use-lettering-design.js';
import { letteringPaint } from '../../lettering/web/lettering-paint.js';
import { LetteringErrorModal, type LetteringError } from '../../lettering/web/LetteringErrorModal.js';
import { ArtworkUpload } from '../../artwork/web/ArtworkUpload.js';
import type { UploadTarget } from '../../artwork/web/artwork-upload-api.js';
import { HydrateLater } from '../../../web/components/HydrateLater.js';
import './ConfiguratorPage.css';

// The designer and its font list load with the lettering page only.

const LetteringDesigner = lazy(() => import('../../lettering/web/LetteringDesigner.js').then((m) => ({ default: m.LetteringDesigner })));
const FontPicker = lazy(() => import('../../lettering/web/FontPicker.js').then((m) => ({ default: m.FontPicker })));
const YES = 1;
const NO = 0;

/** A size field's whole millimetres, when it holds a number. */
const parseWholeMm = (text: string): number | undefined => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The supply group (die-cut, kiss-cut, others, sheet, roll): there the product choice reads "Material". */
export const SUPPLY_CATEGORY_ID = 4;

/**
 * `family`: a family route (/business-cards…); `letteringDesigner`: the vinyl-lettering-designer
 * route, the vinyl lettering product under its own heading "Vinyl Lettering Designer".
 */
export function ConfiguratorPage({ family, actions, letteringDesigner = false }: { family?: string; actions?: PricePanelActions; letteringDesigner?: boolean }) {
  const params = useParams();
  const [search] = useSearchParams();
  const slug = letteringDesigner ? LETTERING_DESIGNER_PAGE.itemSlug : (family ?? params.item ?? '');
  const productSlug = letteringDesigner ? LETTERING_DESIGNER_PAGE.productSlug : params.product;
  const featured = Number(search.get('featured')) || undefined;
  const { data, error, isPending } = useFeaturedItems({ slug, featured, firstLoad: true });

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (isPending) return <div className="cfg-loading" role="status">Loading product options…</div>;
  if (!data) return <p role="alert">We couldn't load this product. Please refresh the page.</p>;

  const item = data.featured_item;
  const product = productSlug === undefined ? item.products[0] : item.products.find((p) => p.url_slug === productSlug);
  if (!product) return <NotFoundPage />;
  return (
    <Configurator
      key={item.id}
      item={item}
      product={product}
      categories={data.featured_categories ?? []}
      featuredCategoryId={featured}
      rollPromo={Number(search.get('roll_promo')) || undefined}
      actions={actions}
      designerTitle={letteringDesigner ? LETTERING_DESIGNER_PAGE.title : undefined}
    />
  );
}

interface ConfiguratorProps {
  item: FeaturedItem;
  product: Product;
  categories: FeaturedCategory[];
  featuredCategoryId: number | undefined;
  rollPromo: number | undefined;
  actions: PricePanelActions | undefined;
  /** The lettering designer route's heading, above the page. */
  designerTitle: string | undefined;
}

/** The fields whose messages show once the shopper has typed in (or picked) them. */
type Field = 'size' | 'shape' | 'cuts' | 'stickersPerSheet' | 'quantity' | 'orientation';
const FIELD_OF: Partial<Record<SelectionChange['type'], Field>> = {
  size: 'size',
  shape: 'shape',
  cuts: 'cuts',
  stickersPerSheet: 'stickersPerSheet',
  customQuantity: 'quantity',
  orientation: 'orientation',
};

interface PageState {
  product: Product;
  selection: Selection;
  /** The last change was typing (size, custom quantity, cuts): pricing waits for a 1 s pause. */
  typing: boolean;
  /** Messages appear only for fields the shopper touched: a landing never opens on a message. */
  touched: readonly Field[];
  /** The shape the size switched to (Circle → Oval), told politely. */
  shapeChangedTo: string | null;
}

type PageAction = (SelectionChange & { typed?: boolean }) | { type: 'restore'; product: Product; selection: Selection };

function startState(product: Product, selection: Selection): PageState {
  return { product, selection, typing: false, touched: [], shapeChangedTo: null };
}

function pageReducer(state: PageState, change: PageAction): PageState {
  if (change.type === 'restore') return startState(change.product, change.selection);
  const product = change.type === 'product' ? change.product : state.product;
  const selection = configure(state.selection, state.product, change);
  const field = FIELD_OF[change.type];
  const touched = field && !state.touched.includes(field) ? [...state.touched, field] : state.touched;
  const shape = cuttingsOf(product).find((c) => c.id === selection.cuttingId)?.shapes.find((s) => s.id === selection.shapeId);
  const shapeChangedTo = change.type !== 'size' ? null : selection.shapeId !== state.selection.shapeId ? (shape?.name ?? null) : state.shapeChangedTo;
  return { product, selection, typing: change.typed === true, touched, shapeChangedTo };
}

/** The problems of the fields the shopper touched. */
function touchedProblems(problems: SelectionProblems, touched: readonly Field[]): SelectionProblems {
  const shown: SelectionProblems = {};
  for (const field of touched) if (problems[field]) shown[field] = problems[field];
  if (problems.requestQuote) shown.requestQuote = problems.requestQuote;
  return shown;
}

/** The configuration part of the page's query, as the page writes it. */
const configurationPart = (search: URLSearchParams) => new URLSearchParams([...search].filter(([name]) => (CONFIGURATION_PARAMS as readonly string[]).includes(name))).toString();

function Configurator({ item, product: routeProduct, categories, featuredCategoryId, rollPromo, actions, designerTitle }: ConfiguratorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [search, setSearch] = useSearchParams();
  const [state, dispatch] = useReducer(pageReducer, undefined, () => startState(routeProduct, selectionFromQuery(search, routeProduct, { quantity: rollPromo })));
  // What the page had to change from the link it was opened with (a size or quantity it can't price online), said once.
  const [linkNotes, setLinkNotes] = useState<string[]>(() => linkAdjustments(search, routeProduct, state.selection));
  const { product, selection } = state;
  const [shippingOpen, setShippingOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // On a phone, while the order summary is off screen, its main button sits in the pinned bar (MiniBox).
  const [pinnedBar, setPinnedBar] = useState<HTMLElement | null>(null);
  // The bar appears as the shopper scrolls (and on a phone, as the page starts): moving the button
  // into it renders the whole configurator, so it is a transition, done in slices. From a ref
  // callback it would otherwise be a synchronous render, one long task (issue 24); the bar's slot
  // keeps the button's height meanwhile. When the bar goes, its slot is already gone: the button
  // comes back to the summary in the same frame, or the shopper would see no button at all.
  const pinBarSlot = useCallback((slot: HTMLElement | null) => {
    if (slot) startTransition(() => setPinnedBar(slot));
    else setPinnedBar(null);
  }, []);
  const cartLineId = search.get(CART_LINE_PARAM);

  // The URL holds the configuration: every change replaces the history entry (no entry per click).
  const configurationText = useMemo(() => configurationQuery(selectionFields(selection)).toString(), [selection]);
  // A page opened without a configuration in its link (a first visit, a menu link) keeps its clean
  // URL until the shopper changes something: reloading it gives the same start. Writing the URL at
  // once would also re-render the whole page as it starts (issue 24).
  const startConfiguration = useRef(configurationText);
  useEffect(() => {
    if (state.product.id !== routeProduct.id || configurationPart(search) === configurationText) return;
    if (configurationPart(search) === '' && configurationText === startConfiguration.current) return;
    setSearch((current) => replaceConfiguration(current, new URLSearchParams(configurationText)), { replace: true, preventScrollReset: true });
    // Only the selection drives this write; the URL it writes must not re-trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configurationText]);

  // A product link, back/forward or a pasted link: the page takes the URL's configuration (the
  // page's own replace writes are skipped, so typing is never overtaken by an older URL).
  // At mount the state was just made from this URL (the reducer's initialiser): restoring it again
  // would only render the whole configurator a second time as the page starts (issue 24).
  const mounting = useRef(true);
  useEffect(() => {
    if (mounting.current) {
      mounting.current = false;
      return;
    }
    if (routeProduct.id === state.product.id && (navigationType === 'REPLACE' || configurationPart(search) === configurationText)) return;
    const restored = selectionFromQuery(search, routeProduct, { quantity: rollPromo });
    setLinkNotes(linkAdjustments(search, routeProduct, restored));
    dispatch({ type: 'restore', product: routeProduct, selection: restored });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeProduct, location.key]);

  // Messages wait for a short pause in typing; pricing waits 10 ms after a choice, 1 s after typing.
  const shownSelection = useDebouncedValue(selection, state.typing ? SIZE_VALIDATION_DEBOUNCE_MS : 0);
  const problems = useMemo(() => touchedProblems(selectionProblems(shownSelection, product), state.touched), [shownSelection, product, state.touched]);
  const freshParams = useMemo(() => pricingParams(selection, product, item.id), [selection, product, item.id]);
  // A change that leaves the parameters as they were (the page taking its own URL as it opens,
  // a choice clicked again) keeps the same object: no pricing pause, no busy total, no request.
  const paramsKey = pricingParamsKey(freshParams);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => freshParams, [paramsKey]);
  const settledParams = useDebouncedValue(params, state.typing ? TYPING_DEBOUNCE_MS : PRICING_DEBOUNCE_MS);
  const isTyping = settledParams !== params;
  const settledProblems = useMemo(() => selectionProblems(selection, product), [selection, product]);
  const blocking = problemsBlockPricing(settledProblems);
  // A lettering the shop cannot cut as typed (over 10 lines) is not priced: the designer says why.
  const lettering = selection.lettering;
  const letteringDesign = useLetteringDesign(lettering, { width: selection.width, height: selection.height }, (width, height) => dispatch({ type: 'size', width, height }));
  const letteringUnpriced = letteringDesign.block === 'tooLong' ? letteringDesign.problem : null;
  // `blocking` judges the selection as it is now, and settledParams trail it by the debounce: while they
  // differ, a request would carry a size the page already refuses (issue 17), so none is sent.
  const pricing = usePricing(settledParams, !isTyping && !blocking && letteringUnpriced === null && settledParams.cutting_id !== undefined);
  // An answer the page cannot price ends the wait with the server's own words, never an endless skeleton.
  const pricingRefused = !blocking && !isTyping && pricing.isError && !pricing.isFetching ? pricing.error.message : null;
  const unpricedReason = letteringUnpriced ?? pricingRefused;
  const kickoff = useKickoff();
  const shippingInfo = useShippingInfo(item.id, product.id);
  const reviewType = item.route.split('/')[1] ?? 'stickers';
  const reviewSummary = useReviewSummary(reviewType);

  const cuttings = cuttingsOf(product);
  const cutting = cuttings.find((c) => c.id === selection.cuttingId);
  const shapes = shapesFor(product, selection.cuttingId, selection.width, selection.height);
  const shape = cutting?.shapes.find((s) => s.id === selection.shapeId);
  const finishings = finishingsFor(product, selection.cuttingId);
  const adhesives = adhesivesFor(product, selection.cuttingId, selection.finishingId);
  const materialLabel = MATERIAL_LABEL_PRODUCT_IDS.includes(product.id);
  const isSupplyPage = item.category_id === SUPPLY_CATEGORY_ID;
  const quote = pricing.data;
  const freeShipping = quote?.shipping_methods[0]?.free_shipping ?? true;
  const sections = [
    { id: 'reviews', label: 'Reviews' },
    { id: 'product-info', label: 'Product Info' },
    ...(product.attributes.special_processing.length > 0 ? [{ id: 'special-processing', label: 'Special Processing' }] : []),
    { id: 'services', label: 'Services' },
  ];
  const standardShipping = shippingInfo.data?.shipping_date.quote_page;
  // As the price panel shows it: the last price while typing, nothing priced yet while the first loads.
  const shownTotal = displayedTotal(isTyping ? {} : settledProblems, blocking && !isTyping ? undefined : quote, isTyping ? null : unpricedReason);
  const addToCart = useAddToCartResult();
  const [actionMessage, setActionMessage] = useState<string | null>(null);
  /** The quote data of what the shopper sees, with the price shown (the server checks it). */
  const currentQuoteData = (): CartQuoteData => ({ ...settledParams, product_id: product.id, cutting_id: selection.cuttingId ?? 0, cost: quote?.single_pricing?.total_price });
  // Vinyl lettering: the designer measures the text, the size fields follow it, and nothing is
  // ordered, compared or quoted until the text is there and every letter is at least 10 mm.
  const [letteringError, setLetteringError] = useState<LetteringError | null>(null);
  const letteringReady = (): boolean => {
    const block = letteringDesign.block;
    if (block === null) return true;
    if (block === 'required') setLetteringError({ kind: 'required' });
    else if (block === 'measuring') setActionMessage('We are still measuring your lettering. Please try again in a moment.');
    else setLetteringError({ kind: 'text', message: letteringDesign.problem ?? '' });
    return false;
  };
  const sheetColours = product.attributes.addons.find((a) => a.code === SHEET_COLOUR_CODE);
  const sheetColourId = selection.addonItems[SHEET_COLOUR_CODE] ?? null;
  const paint = letteringPaint(product.attributes.colors.find((c) => c.id === selection.colorId)?.name, sheetColours && sheetColourId !== null ? { name: sheetColours.items.find((i) => i.id === sheetColourId)?.name ?? '', standard: sheetColours.items[0]?.id === sheetColourId } : undefined);

  const { printQuote } = usePrintQuote();
  const [quotationNo, setQuotationNo] = useState<string | null>(null);
  // The parcel's shipping method as picked in the price panel (null: the product's first, Standard).
  const [shippingMethod, setShippingMethod] = useState<string | null>(null);
  const handlePrintQuote = async () => {
    if (!letteringReady()) return;
    setActionMessage(null);
    try {
      setQuotationNo(await printQuote({ ...currentQuoteData(), summary: quote?.single_pricing?.summary }));
    } catch (error) {
      console.warn('Creating the quotation failed', error);
      setActionMessage(error instanceof ApiError ? error.message : 'We could not create the quotation. Please try again.');
    }
  };
  // Request a Quote (over the online price list): the QUOTE modal sends a 'Special Size' request.
  const [quoteOpen, setQuoteOpen] = useState(false);
  const quoteSummary = [
    productDisplayName(product),
    cutting?.name,
    shape?.name,
    selection.width && selection.height ? `${selection.width} x ${selection.height} mm` : undefined,
    settledParams.quantity ? `${formatWholeNumber(Number(settledParams.quantity))} pcs` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const compare = useCompare();
  const handleCompare = () => {
    if (!letteringReady()) return;
    // The card links back to this exact configuration (the URL the page keeps up to date).
    const input = compareInputFrom(productDisplayName(product), settledParams, quote?.single_pricing, `${location.pathname}?${configurationText}`);
    if (input) compare.addToCompare(input);
  };
  const updateCartLine = useUpdateCartLine();
  // Artwork chosen on the page (issue 18): judged and proofed at the settled size and cut; Add to cart names it.
  const [artworkUploadId, setArtworkUploadId] = useState<string | null>(null);
  const artworkWidth = parseWholeMm(String(settledParams.width ?? ''));
  const artworkHeight = parseWholeMm(String(settledParams.height ?? ''));
  const artworkTarget: UploadTarget | null =
    artworkWidth && artworkHeight && typeof settledParams.cutting_id === 'number' && (isTyping || !(settledProblems.size || settledProblems.shape))
      ? { product_id: product.id, cutting_id: settledParams.cutting_id, shape_id: typeof settledParams.shape_id === 'number' ? settledParams.shape_id : null, width_mm: artworkWidth, height_mm: artworkHeight }
      : null;
  /** The page's pricing query at another size (the proof's suggestion), by the same rules; null when that size can't be priced. */
  const pricingAtSize = (width: number, height: number) => {
    const resized = configure(selection, product, { type: 'size', width: String(width), height: String(height) });
    return Object.keys(selectionProblems(resized, product)).length > 0 ? null : pricingParams(resized, product, item.id);
  };

  const handleAddToCart = async () => {
    // Pressed in the phone's pinned bar, a refusal is said in the order summary: the page goes there.
    const showSummary = () => {
      if (pinnedBar) scrollToAnchor('order-summary', 16, { focus: false });
    };
    if (!letteringReady()) return showSummary();
    setActionMessage(null);
    // The shipping method picked in the price panel goes with it: the cart goes by it when every line can.
    const body = { ...currentQuoteData(), ...(shippingMethod !== null ? { shipping_method: shippingMethod } : {}) };
    const result = cartLineId ? await updateCartLine(cartLineId, body) : await addToCart({ ...body, ...(artworkUploadId !== null ? { artwork_upload_id: artworkUploadId } : {}) });
    if (!result.ok) {
      setActionMessage(result.message);
      showSummary();
    }
  };

  return (
    <div className="cfg">
      <Breadcrumbs item={item} product={product} categories={categories} />
      <div className="cfg-switcher-row">
        <HydrateLater>
          <CategorySwitcher categories={categories} currentItemId={item.id} featuredCategoryId={featuredCategoryId} reviewSummary={reviewSummary.isError ? null : reviewSummary.data} freeShipping={freeShipping} deliveryNote={standardShipping ? deliveryAfterDispatchText(standardShipping) : null} />
        </HydrateLater>
      </div>

      {designerTitle && (
        <header className="cfg-designer-header">
          <h1>{designerTitle}</h1>
          <p>Type your text, choose a font and a vinyl colour: the size and the price follow, letter for letter.</p>
        </header>
      )}
      <div className="cfg-layout">
        <div className="cfg-media">
          <HydrateLater>
          {lettering?.useCreationTool ? (
            // The designer takes the gallery's place (configurator.md §3: the slider shows it for lettering with the creation tool).
            <Suspense fallback={<div className="cfg-designer-placeholder" role="status">Loading the lettering designer…</div>}>
              <LetteringDesigner
                lettering={lettering}
                measure={letteringDesign.measure}
                paint={paint}
                widthMm={parseWholeMm(selection.width)}
                heightMm={parseWholeMm(selection.height)}
                smallestCharacterMm={letteringDesign.smallestCharacterMm}
                problem={letteringDesign.problem}
                measuring={letteringDesign.sizing}
                onText={(text) => dispatch({ type: 'lettering', lettering: { text }, typed: true })}
                onAlignment={(alignment) => dispatch({ type: 'lettering', lettering: { alignment } })}
              />
            </Suspense>
          ) : (
            <ProductGallery product={product} cuttingId={selection.cuttingId} featuredItemSlug={item.url_slug} />
          )}
          </HydrateLater>
        </div>

        <div className="cfg-options">
          <HydrateLater>
          {isSupplyPage ? (
            // A die-cut or roll page is about the cutting: it is the heading, the material its sub-line.
            <>
              <h1 className="cfg-title">{cuttings.length === 1 && cutting ? `${cutting.name} Stickers` : item.name}</h1>
              <p className="cfg-subtitle">{productDisplayName(product)}</p>
            </>
          ) : designerTitle ? (
            // The designer route's heading is above the page; the product is the section's.
            <h2 className="cfg-title">{productDisplayName(product)}</h2>
          ) : (
            <h1 className="cfg-title">{productDisplayName(product)}</h1>
          )}
          <p className="cfg-description">{product.description}</p>
          {linkNotes.length > 0 && (
            <div className="cfg-link-notice" role="status">
              <p className="cfg-link-notice-title">We changed the link you followed</p>
              <ul>
                {linkNotes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
              <button type="button" className="button button-secondary cfg-link-notice-close" onClick={() => setLinkNotes([])}>
                OK
              </button>
            </div>
          )}

          {item.products.length > 1 && (
            <OptionGroup
              name="product"
              legend={isSupplyPage ? 'Material' : 'Product'}
              info={<InfoButton topic={isSupplyPage ? 'material' : 'supply'} />}
              choices={item.products.map((p) => ({ id: p.id, label: p.name, aside: `from ${formatSgdDollars(p.from_price)}` }))}
              value={product.id}
              onChange={(id) => {
                const next = item.products.find((p) => p.id === id);
                // A new history entry (back returns to this configuration), keeping the size and quantity.
                const kept = configurationQuery({ ...selectionFields(selection), cuttingId: null, shapeId: null, finishingId: null, adhesiveId: null, colorId: null, orientationId: null, cutPerShape: null, ea: null, customQuantity: null, addonItemIds: [], premiumProcessingId: null });
                if (next) navigate({ pathname: paths.product(item.route, next.url_slug), search: replaceConfiguration(search, kept).toString() }, { state: KEEP_SCROLL });
              }}
            />
          )}

          {cuttings.length > 1 && (
            <OptionGroup
              name="cutting"
              legend="Cutting"
              info={<InfoButton topic={cutting && [3, 8].includes(cutting.id) ? 'multi-cut' : 'supply'} />}
              choices={cuttings.map((c) => ({ id: c.id, label: c.name, disabled: c.disabled, aside: c.disabled ? 'Not available for this material' : undefined }))}
              value={selection.cuttingId}
              onChange={(id) => dispatch({ type: 'cutting', cuttingId: id })}
            />
          )}

          <SizeSection
            product={product}
            selection={selection}
            sizeError={problems.size}
            shapeNote={state.shapeChangedTo && shape?.name === state.shapeChangedTo && !problems.size ? `Shape changed to ${state.shapeChangedTo} to fit ${shownSelection.width} × ${shownSelection.height} mm.` : null}
            orientationError={problems.orientation}
            onRequestQuote={problems.requestQuote === 'size' ? () => setQuoteOpen(true) : undefined}
            onSize={(width, height, typed) => {
              // Lettering: the side the shopper typed leads, the other follows the text's proportions.
              if (lettering?.useCreationTool && typed) letteringDesign.sizedFrom(width !== selection.width ? 'width' : 'height');
              dispatch({ type: 'size', width, height, typed });
            }}
            onOrientation={(id) => dispatch({ type: 'orientation', orientationId: id })}
          />

          {lettering && (
            <>
              <p className="cfg-note">
                {lettering.useCreationTool
                  ? 'Each letter is cut to its own outline, so there is no shape to choose. Type your text in the designer: the width and height follow it, or type one side and the other follows.'
                  : 'Each letter is cut to its own outline, so there is no shape to choose. Enter the width and height of the whole lettering; we set it from your artwork.'}
              </p>
              <OptionGroup
                name="install-ready"
                legend="Install ready"
                choices={[
                  { id: YES, label: 'Yes', description: 'Pre-spaced on application tape, ready to apply' },
                  { id: NO, label: 'No', description: 'Loose letters on their backing' },
                ]}
                value={lettering.installReady ? YES : NO}
                onChange={(id) => dispatch({ type: 'lettering', lettering: { installReady: id === YES } })}
              />
              <OptionGroup
                name="creation-tool"
                legend="Use creation tool"
                choices={[
                  { id: YES, label: 'Yes', description: 'Type your text and pick a font', disabled: sheetColours ? creationToolBlocked(sheetColours.items, sheetColourId) : false },
                  { id: NO, label: 'No', description: 'I have artwork (Lettering Decals)' },
                ]}
                value={lettering.useCreationTool ? YES : NO}
                note={sheetColours && creationToolBlocked(sheetColours.items, sheetColourId) ? FULL_COLOUR_SHEET_NOTE : undefined}
                onChange={(id) => dispatch({ type: 'lettering', lettering: { useCreationTool: id === YES } })}
              />
              {lettering.useCreationTool && (
                <Suspense fallback={<div className="cfg-font-placeholder" />}>
                  <FontPicker fontId={lettering.fontId} onFont={(fontId) => dispatch({ type: 'lettering', lettering: { fontId } })} />
                </Suspense>
              )}
            </>
          )}
          {shapes.length > 1 && (
            <OptionGroup
              name="shape"
              legend="Shape"
              info={<InfoButton topic="die-cut-shape" />}
                            choices={shapes.map((s) => ({ id: s.id, label: s.name, image: `/images/shapes/${s.name.toLowerCase().replace(/\s+shape$/, '').replace(/\s+/g, '-')}.webp` }))}
              value={selection.shapeId}
              onChange={(id) => dispatch({ type: 'shape', shapeId: id })}
              error={problems.shape}
            />
          )}

          {product.attributes.colors.length > 1 && (
            <OptionGroup
              name="color"
              legend="Colour"
              choices={product.attributes.colors.map((c) => ({ id: c.id, label: c.name }))}
              value={selection.colorId}
              onChange={(id) => dispatch({ type: 'color', colorId: id })}
            />
          )}

          {shape && shape.cuts !== 'na' && (
            <div className="cfg-field">
              <OptionHeading id="cuts-label" text="Number of cuts per shape" info={<InfoButton topic="multi-cut" />} />
              <label className="size-input">
                <span className="visually-hidden">Number of cuts per shape</span>
                <input
                  type="text"
                  inputMode="numeric"
                  maxLength={4}
                  value={selection.cutPerShape}
                  aria-invalid={problems.cuts ? true : undefined}
                  aria-describedby={problems.cuts ? 'cuts-error' : undefined}
                  onPaste={(e) => e.preventDefault()}
                  onChange={(e) => dispatch({ type: 'cuts', value: e.target.value.replace(/\D/g, '').slice(0, 4), typed: true })}
                />
              </label>
              <p id="cuts-error" className="field-error" role="alert" hidden={!problems.cuts}>
                {problems.cuts}
              </p>
            </div>
          )}

          {cuttingsOf(product).find((c) => c.id === selection.cuttingId)?.input_ea && (
            <div className="cfg-field">
              <OptionHeading id="ea-label" text="Stickers per sheet" />
              <label className="size-input">
                <span className="visually-hidden">Stickers per sheet</span>
                <input
                  type="text"
                  inputMode="numeric"
                  maxLength={STICKERS_PER_SHEET_MAX_LENGTH}
                  value={selection.stickersPerSheet}
                  aria-invalid={problems.stickersPerSheet ? true : undefined}
                  aria-describedby={problems.stickersPerSheet ? 'ea-error' : 'ea-hint'}
                  onPaste={(e) => e.preventDefault()}
                  onChange={(e) => dispatch({ type: 'stickersPerSheet', value: sanitizeStickersPerSheetInput(e.target.value), typed: true })}
                />
              </label>
              <p id="ea-hint" className="option-group-note">
                How many stickers we lay out on each sheet, {MIN_STICKERS_PER_SHEET} to {MAX_STICKERS_PER_SHEET}. The quantity counts sheets.
              </p>
              <p id="ea-error" className="field-error" role="alert" hidden={!problems.stickersPerSheet}>
                {problems.stickersPerSheet}
              </p>
            </div>
          )}

          {finishings.length > 0 && (
            <OptionGroup
              name="finishing"
              legend={finishingLabel(product.id)}
              info={<InfoButton topic={materialLabel ? 'material' : product.id === 2 ? 'classic-paper' : 'finishing'} />}
              choices={finishings.map((f) => ({ id: f.id, label: f.name, description: f.description }))}
              value={selection.finishingId}
              onChange={(id) => dispatch({ type: 'finishing', finishingId: id })}
            />
          )}

          {adhesives.length > 0 && (
            <OptionGroup
              name="adhesive"
              legend="Adhesive"
              info={<InfoButton topic="adhesive" />}
              choices={adhesives.map((a) => ({ id: a.id, label: a.name, description: a.description }))}
              value={selection.adhesiveId}
              onChange={(id) => dispatch({ type: 'adhesive', adhesiveId: id })}
            />
          )}

          <AddonSections
            product={product}
            selection={selection}
            // With the creation tool, Full Colour lettering (printed from artwork) is not offered.
            disabledItems={sheetColours && lettering ? { code: SHEET_COLOUR_CODE, itemIds: disabledSheetColourIds(sheetColours.items, lettering.useCreationTool), note: FULL_COLOUR_SHEET_NOTE } : undefined}
            onAddon={(code, itemId) => dispatch({ type: 'addon', code, itemId })}
            onPremium={(choiceId) => dispatch({ type: 'premium', choiceId })}
            onPremiumCoating={(coatingId) => dispatch({ type: 'premiumCoating', coatingId })}
          />

          <QuantitySection
            product={product}
            selection={selection}
            tiers={quote?.quantity_list ?? []}
            error={problems.requestQuote === 'quantity' ? undefined : problems.quantity}
            onQuantity={(quantity) => dispatch({ type: 'quantity', quantity })}
            onCustomQuantity={(value) => dispatch({ type: 'customQuantity', value, typed: true })}
            onStartCustomQuantity={() => dispatch({ type: 'startCustomQuantity' })}
            onLeaveCustomQuantity={() => dispatch({ type: 'leaveCustomQuantity' })}
          />
          {problems.requestQuote === 'quantity' && problems.quantity && (
            <div className="cfg-quote-message">
              <p id="quantity-quote-message" className="field-error" role="alert">
                {problems.quantity}
              </p>
              {/* "…request a quote from the button below.": this one, which opens the same form as the summary's. */}
              <RequestQuoteBelow what="quantity" messageId="quantity-quote-message" onRequestQuote={() => setQuoteOpen(true)} />
            </div>
          )}

          {/* Lettering is designed on the page (or ordered from artwork sent later): no upload here. */}
          {!lettering && (
            <ArtworkUpload
              target={artworkTarget}
              pricingAt={pricingAtSize}
              onUseSize={(width, height) => dispatch({ type: 'size', width: String(width), height: String(height) })}
              onUploadChange={setArtworkUploadId}
            />
          )}
          </HydrateLater>
        </div>

        <div className="cfg-summary" id="order-summary" ref={summaryRef} tabIndex={-1}>
          <HydrateLater>
          <PricePanel
            product={product}
            selection={selection}
            // While typing, the last price stays (marked busy) even if the half-typed input is invalid.
            pricing={blocking && !isTyping ? undefined : quote}
            isFetching={pricing.isFetching}
            isTyping={isTyping}
            problems={isTyping ? {} : settledProblems}
            unpricedReason={isTyping ? null : unpricedReason}
            kickoff={kickoff.data}
            kickoffLoading={kickoff.isPending}
            addLabel={cartLineId ? 'Update line' : undefined}
            shippingMethod={shippingMethod}
            onShippingMethod={setShippingMethod}
            dispatchCondition={pageData(DISPATCH_CONDITION_DATA)}
            onOpenShipping={() => setShippingOpen(true)}
            onAddToCart={() => void handleAddToCart()}
            onCompare={handleCompare}
            onPrintQuote={() => void handlePrintQuote()}
            onRequestQuote={() => setQuoteOpen(true)}
            actionMessage={actionMessage}
            mainActionIn={pinnedBar}
            {...actions}
          />
          <CompareAnnouncer message={compare.message} />
          </HydrateLater>
        </div>
      </div>

      <HydrateLater>
        <CompareTray onAddToCart={addToCart} />
        <LazyQuoteModal open={quoteOpen} onOpenChange={setQuoteOpen} quoteData={{ ...settledParams }} summary={quoteSummary} />
      <QuotationModal open={quotationNo !== null} onOpenChange={(open) => !open && setQuotationNo(null)} quotationNo={quotationNo} />
      </HydrateLater>
      <HydrateLater>
        <MiniBox summaryRef={summaryRef} totalCents={shownTotal.unpriced ? null : !quote ? null : shownTotal.totalCents} unpriced={shownTotal.unpriced} quoteMode={shownTotal.quoteMode} actionSlot={pinBarSlot} />
      <SectionNav sections={sections} initialSectionId={product.attributes.special_processing.length > 0 && search.get('section') === 'special-processing' ? 'special-processing' : undefined} />
      </HydrateLater>
      <div id="services">
        <HydrateLater>
          <ServicesBanner
          itemSlug={item.url_slug}
          product={product}
          arrival={standardShipping ? arrivalText(standardShipping) : null}
          shippingHeadline={shippingHeadline(product.id, shippingInfo.data?.standard_shipping.find((m) => m.product_id === product.id)?.cost ?? 0, shippingInfo.data?.free_shipping_threshold_cents)}
          onOpenShipping={() => setShippingOpen(true)}
          />
        </HydrateLater>
      </div>
      <HydrateLater>
        <ProductInfoPanel featuredItemId={item.id} featuredItemSlug={item.url_slug} product={product} />
      {product.attributes.special_processing.length > 0 && <SpecialProcessingSection product={product} finishingId={selection.finishingId} products={item.products} selection={selection} featuredItemId={item.id} />}
      </HydrateLater>
      <HydrateLater>
        <ReviewsSection type={reviewType} productId={product.id} />
      </HydrateLater>

      <HydrateLater>
        <ShippingModal
        open={shippingOpen}
        onOpenChange={setShippingOpen}
        featuredItemId={item.id}
        products={item.products.map((p) => ({ id: p.id, name: p.name }))}
        selectedProductId={product.id}
      />
      <LetteringErrorModal error={letteringError} onClose={() => setLetteringError(null)} onUseArtwork={() => dispatch({ type: 'lettering', lettering: { useCreationTool: false } })} />
        <TitleNotice cuttingId={selection.cuttingId !== null && isRollCutting(selection.cuttingId) ? selection.cuttingId : null} />
      </HydrateLater>
    </div>
  );
}
