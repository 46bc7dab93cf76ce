/**
 * Quote requests (forms-and-accounts.md §3–§9; configurator.md §4 request-a-quote mode):
 *
 * - checks a request with the shared rules (quote-request-rules.ts: the catalogue's messages), the
 *   catalogue (ids and combinations, as the page offers them: resolve-configuration.ts) and the
 *   special processing options of the product and finishing, every problem at once;
 * - refuses a disposable email (error.is_email_disposable) and, for anyone not signed in, an email
 *   that has an account ("This is a registered e-mail address. You can contact us after logging in.");
 * - stores the request, its files (FileStore, on the same transaction), the guest's details on the
 *   visitor (an anonymous requester becomes a guest) and the two emails, in ONE transaction, once
 *   per Idempotency-Key (the request hash is made from the fields and the files' digests);
 * - preflights each attachment as artwork (artwork/preflight.ts, issue 18) at the request's size
 *   (its product, cutting, shape, width and height): a file the preflight refuses (a decompression
 *   bomb, a damaged image, an encrypted or scripted PDF, an image below 150 ppi at that size)
 *   refuses the whole request with its message (the file's name first when several were sent)
 *   before anything is stored; warnings do not stop it;
 * - answers the requester (who the forms prefill), the shopper's own requests and the staff's views.
 */
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../server/db/client.js';
import { ShopError } from '../../server/errors.js';
import { newStorageKey, type FileStores, type OpenedFile } from '../../server/file-store.js';
import type { IdempotentAnswer } from '../../server/plugins/idempotency.js';
import { success, type FieldIssue, type SuccessEnvelope } from '../../shared/envelope.js';
import { emailProblem, normaliseEmail } from '../account/account-rules.js';
import { accounts, type AdoptGuestWork, type MemberRow } from '../account/accounts.js';
import { isDisposableEmail } from '../account/disposable-email.js';
import { preflightArtwork, targetOfConfiguration } from '../artwork/preflight.js';
import { refusedArtworkMessage, type PreflightVerdict, type PrintTarget } from '../artwork/preflight-rules.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { isHiddenFromSpecialProcessing, productDisplayName } from '../catalogue/labels.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import type { QuoteRequestEmailDetails } from '../email/shop-email.js';
import { configurationSummary } from '../pricing/configuration-summary.js';
import { needsCutPerShape } from '../pricing/cut-rules.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';
import { resolveConfiguration } from '../pricing/resolve-configuration.js';
import { isShapeOffered, parseDimension } from '../catalogue/size-rules.js';
import { shopToday } from '../shipping/dispatch-date.js';
import {
  formatFileSize,
  isQuoteType,
  normaliseQuoteRequestNo,
  QUOTE_REQUEST_MESSAGES,
  quoteRequestNumber,
  quoteRequestProblems,
  type QuoteType,
} from './quote-request-rules.js';
import { QuoteRequestRepository, type QuoteRequestFileRow, type QuoteRequestWithFiles } from './quote-request.repository.js';
import type { CreatedQuoteRequest, QuoteRequest, Requester, ShopperQuote, StaffQuoteRequest, StaffQuoteRequestSummary } from './quote-request.schemas.js';
import type { QuoteRequestUpload } from './quote-request-upload.js';
import type { QuoteConversation, QuoteViewer } from './quote-conversation.js';
import { quoteStatus } from './quote-offer-rules.js';
import { paths } from '../../shared/paths.js';

export interface QuoteRequestServiceOptions {
  db: Database;
  catalogue: () => CatalogueSnapshot;
  now: () => Date;
  email: EmailContext;
  /** Domains the disposable-email list holds that the shop accepts anyway (DISPOSABLE_EMAIL_ALLOW). */
  allowedEmailDomains: ReadonlySet<string>;
  /** The conversation and priced options of a request (issue 19). */
  conversation: QuoteConversation;
  /** Where the attachments are kept (app.shop.files). */
  files: FileStores;
}

/** Fields of the page's quote data (configurator.md §3) kept as sent for staff, besides those checked here. guest_id is never trusted. */
const QUOTE_DATA_FIELDS = [
  'install_ready',
  'use_creation_tool',
  'selected_font',
  'selected_color',
  'method',
  'shipping_cost',
  'shipping_days',
  'printing_days',
  'shipping_method_id',
  'cost',
  'product_pricing_id',
  'is_glossy',
  'uses_id',
  'uses_product_id',
  'summary',
  'lettering_text',
  'origin_path',
  'request_minimum_qty',
  'material_id',
] as const;
const QUOTE_DATA_MAX_LENGTH = 500;
const UTM_MAX_FIELDS = 10;
const UTM_MAX_LENGTH = 200;
const ID_FIELDS = [
  'featured_item_id',
  'address_book_id',
  'quote_slider_id',
  'product_id',
  'cutting_id',
  'shape_id',
  'orientation_id',
  'finishing_id',
  'premium_processing_id',
  'adhesive_id',
  'color_id',
  'size_id',
] as const;
type IdField = (typeof ID_FIELDS)[number];
const SPECIAL_PROCESSING_FIELDS = ['addons[]', 'addons', 'special_processing[]', 'special_processing'];
const SPECIAL_PROCESSING_ITEMS_FIELD = /^special_processing_items\[(\d{1,9})\](?:\[\])?$/;
const MAX_INT = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form's fields as sent: the first value of a field, or every value of a list. */
class FormFields {
  constructor(private readonly fields: ReadonlyMap<string, readonly string[]>) {}

  text(name: string): string | undefined {
    return this.fields.get(name)?.[0];
  }

  list(...names: string[]): string[] {
    return names.flatMap((name) => this.fields.get(name) ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  }

  entries(): [string, readonly string[]][] {
    return [...this.fields];
  }
}

const parseId = (text: string): number | undefined => (/^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_INT ? Number(text) : undefined);

/** A 422 listing every field's problem; the envelope's message is the first. */
function invalidRequest(issues: FieldIssue[], disposable: boolean): ShopError {
  const [first] = issues;
  return new ShopError(422, 'validation', first?.message ?? 'The request is not valid.', issues, disposable ? { is_email_disposable: true } : undefined);
}

interface CheckedRequest {
  quoteType: QuoteType;
  contact: { first_name: string; last_name: string; email: string };
  member: MemberRow | null;
  productId: number;
  configuration: Record<string, unknown>;
  summary: string;
  details: [string, string][];
  comment: string;
  quoteData: Record<string, string>;
  utm: Record<string, string>;
  requestHash: string;
  /** What the attachments are judged at (the request's size and cut), or null when it has none. */
  target: PrintTarget | null;
}

export class QuoteRequestService {
  constructor(private readonly options: QuoteRequestServiceOptions) {}

  private async memberOf(request: FastifyRequest): Promise<MemberRow | null> {
    const session = await request.visitor.member();
    return session ? ((await accounts.memberById(this.options.db, session.id)) ?? null) : null;
  }

  // ---- POST quote/create/quote-request ----

  /** Checks and stores a request; the answer (201) is stored with the Idempotency-Key, if one was sent. */
  async create(request: FastifyRequest, upload: QuoteRequestUpload): Promise<IdempotentAnswer & { body: SuccessEnvelope<CreatedQuoteRequest> }> {
    const checked = await this.check(request, upload);
    const verdicts = await this.preflight(upload, checked.target);
    const { email: emailContext } = this.options;
    return request.idempotent(
      async (tx) => {
        const repository = new QuoteRequestRepository(tx);
        if (!checked.member && (await accounts.memberByEmail(tx, checked.contact.email))) {
          throw invalidRequest([{ field: 'email_address', message: QUOTE_REQUEST_MESSAGES.emailRegistered }], false);
        }
        const visitorId = await request.visitor.ensureId();
        const guest = checked.member ? undefined : await accounts.guestDetails(tx, visitorId);
        const role = checked.member ? 'member' : guest?.email ? 'guest' : 'new guest';
        const now = this.options.now();
        const requestNo = quoteRequestNumber(shopToday(now), randomBytes(8));
        const row = await repository.insert({
          request_no: requestNo,
          quote_type: checked.quoteType,
          visitor_id: visitorId,
          member_id: checked.member?.id ?? null,
          ...checked.contact,
          product_id: checked.productId,
          configuration: checked.configuration,
          summary: checked.summary,
          comment: checked.comment,
          quote_data: checked.quoteData,
          utm: checked.utm,
          created_at: now,
          updated_at: now,
        });
        const files: QuoteRequestFileRow[] = [];
        const store = this.options.files.on(tx);
        for (const [index, file] of upload.files.entries()) {
          const key = newStorageKey(`quote-requests/${requestNo}`);
          await store.put({ key, content: file.content.stream(), contentType: file.contentType, sha256: file.sha256 });
          files.push(
            await repository.insertFile({ id: randomUUID(), quote_request_id: row.id, position: index + 1, original_name: file.name, storage_key: key, content_type: file.contentType, size_bytes: file.size, preflight: verdicts[index] ?? null }),
          );
        }
        // Stored as a guest if neither signed in nor a guest already (§4): the forms prefill these next time.
        if (role === 'new guest') await accounts.rememberGuest(tx, visitorId, checked.contact);

        const details: QuoteRequestEmailDetails = {
          requestNo,
          quoteType: checked.quoteType,
          summary: checked.summary,
          details: checked.details,
          comment: checked.comment,
          files: files.map((f) => ({ name: f.original_name, size: formatFileSize(f.size_bytes), url: fileDownloadUrl(emailContext.publicUrl, requestNo, f.id) })),
        };
        await queueEmail(tx, { kind: 'quote-request-received', to: checked.contact.email, firstName: checked.contact.first_name, ...details, files: details.files.map(({ name, size }) => ({ name, size })) }, emailContext);
        await queueEmail(
          tx,
          {
            kind: 'quote-request-staff',
            to: emailContext.shop.email,
            requester: { firstName: checked.contact.first_name, lastName: checked.contact.last_name, email: checked.contact.email, role },
            staffUrl: `${emailContext.publicUrl}/api/staff/quote-requests/${requestNo}`,
            utm: Object.entries(checked.utm),
            ...details,
          },
          emailContext,
        );
        const data: CreatedQuoteRequest = { ...shopperAnswer({ ...row, files }), requester: checked.contact };
        return { statusCode: 201, body: success(data, 201, QUOTE_REQUEST_MESSAGES.sent) };
      },
      { requestHash: checked.requestHash },
    );
  }

  /**
   * Each attachment preflighted as artwork at the request's size (issue 18), before anything is
   * stored: the first refused file refuses the request (422 on attachments, its name first when
   * several were sent). Warnings (a fair resolution, no bleed…) are the staff's to discuss.
   */
  private async preflight(upload: QuoteRequestUpload, target: PrintTarget | null): Promise<PreflightVerdict[]> {
    const verdicts: PreflightVerdict[] = [];
    for (const file of upload.files) {
      const { verdict } = await preflightArtwork(file, target);
      const refusal = verdict.notes.find((note) => note.level === 'refused');
      if (refusal) throw invalidRequest([{ field: 'attachments', message: refusedArtworkMessage(file.name, refusal.message, upload.files.length) }], false);
      verdicts.push(verdict);
    }
    // Kept with each file, so staff see the warnings (a fair resolution, no bleed…) beside it.
    return verdicts;
  }

  /** Every check that needs no transaction: the rules, the catalogue, the email's form and domain. Throws one 422 with every problem. */
  private async check(request: FastifyRequest, upload: QuoteRequestUpload): Promise<CheckedRequest> {
    const snapshot = this.options.catalogue();
    const { catalogue } = snapshot;
    const form = new FormFields(upload.fields);
    const issues: FieldIssue[] = [];
    const issue = (field: string, message: string) => {
      if (!issues.some((i) => i.field === field)) issues.push({ field, message });
    };

    const ids: Partial<Record<IdField, number>> = {};
    for (const field of ID_FIELDS) {
      const raw = (form.text(field) ?? '').trim();
      if (raw === '') continue;
      const id = parseId(raw);
      if (id === undefined) issue(field, `${field} must be a whole number.`);
      else ids[field] = id;
    }

    const quoteType = form.text('quote_type')?.trim();
    const member = await this.memberOf(request);

    // The product, cutting and shape decide which fields are asked for (§5).
    const product = ids.product_id !== undefined ? catalogue.productsById.get(ids.product_id) : undefined;
    if (!product) issue('product_id', ids.product_id === undefined ? 'Please choose a product.' : "We couldn't find that product.");
    else if (quoteType === 'Special Processing' && isHiddenFromSpecialProcessing(product.id)) issue('product_id', `${productDisplayName(product)} is not offered with special processing.`);
    const productCutting = product ? catalogue.productCuttings(product.id).find((c) => c.cutting.id === ids.cutting_id) : undefined;
    if (product && !productCutting) issue('cutting_id', ids.cutting_id === undefined ? 'Please choose a cutting.' : `That cutting is not available for ${productDisplayName(product)}.`);

    let width = form.text('width')?.trim() ?? '';
    let height = form.text('height')?.trim() ?? '';
    if (ids.size_id !== undefined && product && productCutting) {
      const preset = catalogue.presetSizes(product.id, productCutting.cutting.id).find((s) => s.id === ids.size_id);
      if (!preset) issue('size_id', 'That size is not offered for this product and cutting.');
      else if (width === '' && height === '') {
        const size = parseDimension(preset.value);
        width = String(size.width);
        height = String(size.height);
      }
    }
    const shape = productCutting
      ? ids.shape_id !== undefined
        ? productCutting.shapes.find((s) => s.shape.id === ids.shape_id)
        : productCutting.shapes.find((s) => isShapeOffered(s.shape.name, width, height))
      : undefined;

    // Special processing: the options chosen (addons[] and special_processing[]) and the sub-items ticked under each.
    const chosenItems: Record<number, number[]> = {};
    const chosenOptionIds = new Set<number>();
    for (const raw of form.list(...SPECIAL_PROCESSING_FIELDS)) {
      const id = parseId(raw);
      if (id === undefined) issue('special_processing', 'Special processing options must be given by their ids.');
      else chosenOptionIds.add(id);
    }
    for (const [name, values] of form.entries()) {
      const match = SPECIAL_PROCESSING_ITEMS_FIELD.exec(name);
      if (!match) continue;
      const optionId = Number(match[1]);
      const items = [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '').map(parseId))];
      if (items.some((i) => i === undefined)) issue('special_processing', 'Special processing choices must be given by their ids.');
      const itemIds = items.filter((i): i is number => i !== undefined);
      if (itemIds.length > 0) {
        chosenItems[optionId] = itemIds;
        chosenOptionIds.add(optionId);
      }
    }
    const offeredOptions = product ? catalogue.specialProcessingsFor(product.id) : [];
    const chosenOptions = [...chosenOptionIds].map((id) => ({ id, option: catalogue.rows.specialProcessings.find((sp) => sp.id === id) }));

    const comment = (form.text('comment') ?? '').replace(/\r\n?/g, '\n').trim();
    const problems = quoteRequestProblems(
      {
        quote_type: quoteType,
        firstname: form.text('firstname'),
        lastname: form.text('lastname'),
        email_address: form.text('email_address'),
        quantity: form.text('quantity'),
        width,
        height,
        cut_per_shape: form.text('cut_per_shape'),
        ea: form.text('ea'),
        comment,
        special_processing: [...chosenOptionIds],
        special_processing_items: chosenItems,
      },
      {
        asksForContact: member === null,
        needsCutPerShape: shape !== undefined && needsCutPerShape(shape),
        needsStickersPerSheet: productCutting?.cutting.input_ea ?? false,
        dimLookups: product && productCutting ? catalogue.dimLookups(product.id, productCutting.cutting.id).map((l) => ({ min_size: l.min_size, is_equal: l.is_equal === 'yes' ? 'yes' : 'no' })) : [],
        specialProcessingOptions: offeredOptions,
      },
    );
    for (const [field, message] of Object.entries(problems)) if (message) issue(field, message);

    // Options must be the product's, not disabled by the finishing, and their items their own.
    for (const { id, option } of chosenOptions) {
      if (!option || !offeredOptions.some((o) => o.id === id)) {
        issue('special_processing', product ? `That special processing option is not available for ${productDisplayName(product)}.` : 'That special processing option does not exist.');
      } else if ((chosenItems[id] ?? []).some((itemId) => !option.items.some((item) => item.id === itemId))) {
        issue('special_processing', `That choice is not one of ${option.name}'s.`);
      }
    }

    // The requester: a member's own details; anyone else's as typed, the email not disposable.
    let disposable = false;
    const contact = member
      ? { first_name: member.first_name, last_name: member.last_name, email: member.email }
      : { first_name: (form.text('firstname') ?? '').trim(), last_name: (form.text('lastname') ?? '').trim(), email: normaliseEmail(form.text('email_address') ?? '') };
    if (!member && emailProblem(contact.email) === undefined && isDisposableEmail(contact.email, this.options.allowedEmailDomains)) {
      disposable = true;
      issue('email_address', QUOTE_REQUEST_MESSAGES.emailDisposable);
    }
    if (issues.length > 0 || !product || !productCutting || !isQuoteType(quoteType)) throw invalidRequest(issues, disposable);

    // Ids and combinations as the page offers them (throws the field's 422).
    const addonItemIds = form.list('addon_item_id[]', 'addon_item_id').map((raw) => parseId(raw));
    if (addonItemIds.some((id) => id === undefined)) throw invalidRequest([{ field: 'addon_item_id', message: 'addon_item_id must be add-on item ids.' }], false);
    const resolved = resolveConfiguration(
      snapshot,
      {
        featured_item_id: ids.featured_item_id,
        product_id: product.id,
        cutting_id: productCutting.cutting.id,
        shape_id: shape?.shape.id,
        finishing_id: ids.finishing_id,
        adhesive_id: ids.adhesive_id,
        color_id: ids.color_id,
        orientation_id: ids.orientation_id,
        premium_processing_id: ids.premium_processing_id,
        addon_item_id: [...new Set(addonItemIds as number[])],
        width,
        height,
        cut_per_shape: shape && needsCutPerShape(shape) ? form.text('cut_per_shape')?.trim() : undefined,
        ea: productCutting.cutting.input_ea ? form.text('ea')?.trim() : undefined,
      },
      { defaultSizeWhenMissing: false },
    );

    // Options some finishings don't take (the page disables and deselects them), against the finishing as resolved.
    const finishingId = resolved.finishingId;
    const clash = chosenOptions.find(({ option }) => option && finishingId !== null && option.disabled_finishing_ids.includes(finishingId));
    if (clash?.option) throw invalidRequest([{ field: 'special_processing', message: `${clash.option.name} is not available with the chosen finishing.` }], false);

    const quantity = Number(form.text('quantity')?.trim());
    const specialProcessing = chosenOptions.flatMap(({ id, option }) =>
      option ? [{ id, name: option.name, items: option.items.filter((item) => (chosenItems[id] ?? []).includes(item.id)) }] : [],
    );
    const specialProcessingText = specialProcessing.map((sp) => (sp.items.length > 0 ? `${sp.name} (${sp.items.map((i) => i.name).join(', ')})` : sp.name)).join('; ');
    const configurationText = configurationSummary(snapshot, resolved);
    const summary = [configurationText, `${formatQuantity(quantity)} pcs`, ...(specialProcessingText ? [`Special processing: ${specialProcessingText}`] : [])].join(', ');
    const details: [string, string][] = [['Quantity', formatQuantity(quantity)]];
    if (specialProcessingText) details.push(['Special processing', specialProcessingText]);
    if (resolved.sizeRequestQuote) details.push(['Size', `${formatQuantity(resolved.width)} × ${formatQuantity(resolved.height)} mm (over the online maximum)`]);

    const named = <T extends { id: number; name: string }>(row: T | undefined) => (row ? { id: row.id, name: row.name } : null);
    const configuration: Record<string, unknown> = {
      featured_item_id: ids.featured_item_id ?? null,
      address_book_id: ids.address_book_id ?? null,
      quote_slider_id: ids.quote_slider_id ?? null,
      product: named(product),
      cutting: named(resolved.cutting),
      shape: named(resolved.shape),
      orientation: resolved.orientationId !== null ? named(catalogue.orientationsById.get(resolved.orientationId)) : null,
      finishing: resolved.finishingId !== null ? named(catalogue.finishingsById.get(resolved.finishingId)) : null,
      adhesive: resolved.adhesiveId !== null ? named(catalogue.adhesivesById.get(resolved.adhesiveId)) : null,
      color: resolved.colorId !== null ? named(catalogue.colorsById.get(resolved.colorId)) : null,
      premium_processing_id: resolved.premiumProcessingId,
      addon_item_ids: resolved.addonItemIds,
      size_id: ids.size_id ?? null,
      width: resolved.width,
      height: resolved.height,
      over_maximum_size: resolved.sizeRequestQuote !== undefined,
      quantity,
      cut_per_shape: resolved.cutsPerShape ?? null,
      ea: resolved.ea ?? null,
      special_processing: specialProcessing,
    };

    const quoteData: Record<string, string> = {};
    for (const field of QUOTE_DATA_FIELDS) {
      const value = form.text(field);
      if (value !== undefined && value.trim() !== '') quoteData[field] = value.trim().slice(0, QUOTE_DATA_MAX_LENGTH);
    }
    const utm: Record<string, string> = {};
    for (const [name, values] of form.entries()) {
      const value = values[0]?.trim() ?? '';
      if (/^utm_[a-z_]{1,30}$/.test(name) && value !== '' && Object.keys(utm).length < UTM_MAX_FIELDS) utm[name] = value.slice(0, UTM_MAX_LENGTH);
    }

    // The request as its Idempotency-Key's hash sees it: every field and each file's name, size and digest.
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ fields: form.entries().sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), files: upload.files.map((f) => [f.name, f.size, f.sha256]) }))
      .digest('hex');

    const target = targetOfConfiguration({ product_id: product.id, cutting_id: resolved.cutting.id, shape_id: resolved.shape?.id ?? null, width: resolved.width, height: resolved.height }, catalogue);

    return { quoteType, contact, member, productId: product.id, configuration, summary, details, comment, quoteData, utm, requestHash, target };
  }

  // ---- Reads ----

  /** Who the forms prefill (§6): the member, the guest (details stored by an earlier request), or nobody. */
  async requester(request: FastifyRequest): Promise<Requester> {
    const member = await this.memberOf(request);
    if (member) return { role: 'member', first_name: member.first_name, last_name: member.last_name, email: member.email };
    const visitorId = await request.visitor.id();
    const guest = visitorId ? await accounts.guestDetails(this.options.db, visitorId) : undefined;
    if (guest?.email) return { role: 'guest', first_name: guest.first_name, last_name: guest.last_name, email: guest.email };
    return { role: 'anonymous', first_name: null, last_name: null, email: null };
  }

  /** The asking member's or guest's requests, newest first (none for an anonymous visitor). */
  async mine(request: FastifyRequest): Promise<QuoteRequest[]> {
    const member = await this.memberOf(request);
    const visitorId = await request.visitor.id();
    const repository = new QuoteRequestRepository(this.options.db);
    const rows = await repository.listFor({ visitorId, member: member ? { id: member.id, email: member.email } : null });
    const offers = await repository.offersOf(rows.filter((row) => row.status === 'answered').map((row) => row.id));
    const today = shopToday(this.options.now());
    return rows.map((row) => ({ ...shopperAnswer(row), status: quoteStatus(row.status, offers.get(row.id) ?? [], today) }));
  }

  // ---- Staff (the routes let only staff in) ----

  async staffList(status: string | undefined): Promise<StaffQuoteRequestSummary[]> {
    const repository = new QuoteRequestRepository(this.options.db);
    // Expired is worked out from the options' dates: look among the answered ones.
    const rows = await repository.listForStaff(status === 'expired' ? 'answered' : status);
    const offers = await repository.offersOf(rows.filter((row) => row.status === 'answered').map((row) => row.id));
    const today = shopToday(this.options.now());
    const listed = rows.map((row) => ({ ...staffSummary(row), status: quoteStatus(row.status, offers.get(row.id) ?? [], today) }));
    return status === 'expired' ? listed.filter((row) => row.status === 'expired') : status === 'answered' ? listed.filter((row) => row.status === 'answered') : listed;
  }

  /** The viewer of a shopper's call: their visitor and, when signed in, the member. */
  async viewer(request: FastifyRequest): Promise<QuoteViewer> {
    const member = await this.memberOf(request);
    return { visitorId: await request.visitor.id(), member: member ? { id: member.id, email: member.email } : null };
  }

  /** The shopper's quote page: their request, the conversation and the options (404 for anyone else). */
  async shopperQuote(request: FastifyRequest, rawNo: string): Promise<ShopperQuote> {
    const viewer = await this.viewer(request);
    const row = await this.options.conversation.ownRequest(this.options.db, viewer, rawNo);
    const withFiles = await new QuoteRequestRepository(this.options.db).byNumber(row.request_no);
    if (!withFiles) throw new ShopError(404, 'not_found', QUOTE_REQUEST_MESSAGES.notFound);
    const conversation = await this.options.conversation.view(this.options.db, row);
    return { ...shopperAnswer(withFiles), status: conversation.status, conversation, page_url: paths.quoteRequest(row.request_no) };
  }

  async staffRequest(rawNo: string): Promise<StaffQuoteRequest> {
    const requestNo = normaliseQuoteRequestNo(rawNo);
    const row = requestNo ? await new QuoteRequestRepository(this.options.db).byNumber(requestNo) : undefined;
    if (!row) throw new ShopError(404, 'not_found', QUOTE_REQUEST_MESSAGES.notFound);
    const conversation = await this.options.conversation.view(this.options.db, row);
    return {
      ...staffSummary(row),
      status: conversation.status,
      conversation,
      files: row.files.map((f) => ({
        id: f.id,
        name: f.original_name,
        size_bytes: f.size_bytes,
        content_type: f.content_type,
        // A path, so the staff page's link works on whatever address it was opened (emails carry the absolute one).
        download_url: fileDownloadUrl('', row.request_no, f.id),
        preflight: f.preflight ? { level: f.preflight.level, notes: f.preflight.notes.map((note) => ({ level: note.level, message: note.message })) } : null,
      })),
      configuration: row.configuration,
      quote_data: row.quote_data,
      utm: row.utm,
    };
  }

  /** One attachment, to stream to the staff member (read as it is sent). */
  async staffFile(rawNo: string, fileId: string): Promise<{ name: string; stored: OpenedFile }> {
    const requestNo = normaliseQuoteRequestNo(rawNo);
    const { db } = this.options;
    const row = requestNo && UUID.test(fileId) ? await new QuoteRequestRepository(db).file(requestNo, fileId.toLowerCase()) : undefined;
    const stored = row ? await this.options.files.on(db).open(row.storage_key) : undefined;
    if (!row || !stored) throw new ShopError(404, 'not_found', QUOTE_REQUEST_MESSAGES.notFound);
    return { name: row.original_name, stored };
  }
}

export const fileDownloadUrl = (publicUrl: string, requestNo: string, fileId: string): string => `${publicUrl}/staff/quote-requests/${requestNo}/files/${fileId}`;

function shopperAnswer(row: QuoteRequestWithFiles): QuoteRequest {
  return {
    request_no: row.request_no,
    quote_type: row.quote_type as QuoteType,
    status: row.status,
    summary: row.summary,
    comment: row.comment,
    files: row.files.map((f) => ({ name: f.original_name, size_bytes: f.size_bytes })),
    created_at: row.created_at.toISOString(),
  };
}

function staffSummary(row: QuoteRequestWithFiles): StaffQuoteRequestSummary {
  return { ...shopperAnswer(row), first_name: row.first_name, last_name: row.last_name, email: row.email, from_member: row.member_id !== null };
}

/** The quote requests' part in a sign-in (AdoptGuestWork, account/accounts.ts): the member then sees them in their account. */
export const adoptGuestQuoteRequests: AdoptGuestWork = (tx, guest, member) => new QuoteRequestRepository(tx).moveToMember(guest.visitorId, member.visitorId, member.memberId);
