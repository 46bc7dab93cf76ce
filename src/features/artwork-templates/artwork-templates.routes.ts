/**
 * Artwork templates (forms-and-accounts.md §2 item 9, §3 "Template list", §7):
 *   GET /artwork-guide/download-templates.json   the list, keyed by product slug with dashes turned into underscores
 *   GET /artwork-guide/templates/{file}          one template, e.g. button-badge-58mm-template.pdf (or .ai)
 *
 * Both come from the catalogue (template-sizes.ts), so a size added to the catalogue has its
 * template at once. Each file is drawn the first time it is asked for and then kept in memory:
 * it is derived from the catalogue, the same bytes on every server (template-pdf.ts is
 * deterministic), so nothing needs sharing between servers. The list is rebuilt when the
 * catalogue snapshot changes. Both answer with an ETag and 304 to a matching If-None-Match.
 *
 * The .ai file is the PDF-compatible Illustrator file described in template-pdf.ts. It is sent as
 * application/postscript, the type the common mime.types lists (Apache, nginx) give the .ai
 * extension (application/illustrator is not a registered type), so systems hand it to Illustrator
 * by its name; the PDF is application/pdf. Both are attachments named by the file.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../server/error-handler.js';
import { featurePlugin } from '../../server/feature-plugin.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { downloadTemplatesSchema, type DownloadTemplates } from './artwork-templates.schemas.js';
import { templatePdf } from './template-pdf.js';
import { DOWNLOAD_TEMPLATES_PATH, TEMPLATE_FILES_PATH, templateProducts, templateUrl, type TemplateFormat, type TemplateProduct, type TemplateSpec } from './template-sizes.js';

const CONTENT_TYPES: Readonly<Record<TemplateFormat, string>> = { pdf: 'application/pdf', ai: 'application/postscript' };

/** The list follows the catalogue (checked every 5 s), so browsers keep it briefly and then revalidate. */
const LIST_CACHE_CONTROL = 'public, max-age=300';
/**
 * A file's name says its product and size; its drawing changes only with a new release, so a
 * week, then a cheap revalidation by ETag.
 */
const FILE_CACHE_CONTROL = 'public, max-age=604800';

/** At most this many drawn files are kept (the catalogue has a few dozen; old catalogue versions fall out). */
const MAX_CACHED_FILES = 500;

interface TemplateList {
  json: DownloadTemplates;
  etag: string;
  files: ReadonlyMap<string, { spec: TemplateSpec; format: TemplateFormat }>;
}

const etagOf = (bytes: string | Buffer): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** The shopper-facing note of a product's templates. */
function noteFor(product: TemplateProduct): string {
  const common = 'PDF templates at actual size with the bleed, the cut line (a CutContour spot colour) and the safe area, on a guide layer that does not print. AI: the same templates as PDF-compatible Illustrator files.';
  if (product.family === 'badge') return `${common} About 6 mm of a badge's print wraps round its edge; the templates show where.`;
  if (product.family === 'hang-tag') return `${common} They also show where the punch hole goes.`;
  return common;
}

function buildList(catalogue: Catalogue): TemplateList {
  const json: DownloadTemplates = {};
  const files = new Map<string, { spec: TemplateSpec; format: TemplateFormat }>();
  for (const product of templateProducts(catalogue.rows)) {
    json[product.key] = {
      name: product.name,
      note: noteFor(product),
      templates: product.templates.map((spec) => {
        files.set(spec.files.pdf, { spec, format: 'pdf' });
        files.set(spec.files.ai, { spec, format: 'ai' });
        return { size: spec.size, label: spec.label, ai: templateUrl(spec.files.ai), pdf: templateUrl(spec.files.pdf) };
      }),
    };
  }
  return { json, etag: etagOf(JSON.stringify(json)), files };
}

/** Whether the request's If-None-Match names this ETag (weak or strong, or *). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function sendNotModified(reply: FastifyReply, etag: string, cacheControl: string): FastifyReply {
  return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
}

export const artworkTemplatesFeature = featurePlugin('artwork-templates', ['shop-services'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lists = new WeakMap<Catalogue, TemplateList>();
  const drawn = new Map<string, Promise<{ bytes: Buffer; etag: string }>>();

  const currentList = (): TemplateList => {
    const { catalogue } = app.shop.catalogue.current();
    let list = lists.get(catalogue);
    if (!list) {
      list = buildList(catalogue);
      lists.set(catalogue, list);
    }
    return list;
  };

  /** The file's bytes, drawn once per file and spec (a catalogue change that alters the spec draws it again). */
  const fileBytes = (file: string, spec: TemplateSpec, format: TemplateFormat): Promise<{ bytes: Buffer; etag: string }> => {
    const key = `${file}\n${JSON.stringify(spec)}`;
    let entry = drawn.get(key);
    if (!entry) {
      if (drawn.size >= MAX_CACHED_FILES) drawn.clear();
      entry = templatePdf(spec, format).then((bytes) => ({ bytes, etag: etagOf(bytes) }));
      // A failure is not kept: the next request tries again.
      entry.catch(() => drawn.delete(key));
      drawn.set(key, entry);
    }
    return entry;
  };

  api.get(DOWNLOAD_TEMPLATES_PATH, {
    schema: {
      summary: 'Artwork templates of every product that has them, keyed by product slug with dashes turned into underscores (forms-and-accounts.md §3)',
      tags: ['artwork templates'],
      response: { 200: downloadTemplatesSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const list = currentList();
      if (notModified(request, list.etag)) return sendNotModified(reply, list.etag, LIST_CACHE_CONTROL);
      reply.header('etag', list.etag).header('cache-control', LIST_CACHE_CONTROL);
      return list.json;
    },
  });

  api.get(`${TEMPLATE_FILES_PATH}/:file`, {
    schema: {
      summary: 'One artwork template: a PDF (.pdf) or a PDF-compatible Illustrator file (.ai), named in download-templates.json',
      tags: ['artwork templates'],
      params: z.object({ file: z.string().max(200) }),
      produces: ['application/pdf', 'application/postscript'],
      response: { 200: z.any().describe('The template (application/pdf or application/postscript).'), ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const { file } = request.params;
      const found = currentList().files.get(file);
      if (!found) return sendError(reply, 404, 'not_found', `There is no artwork template named "${file}".`);
      const { bytes, etag } = await fileBytes(file, found.spec, found.format);
      if (notModified(request, etag)) return sendNotModified(reply, etag, FILE_CACHE_CONTROL);
      return reply
        .type(CONTENT_TYPES[found.format])
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('etag', etag)
        .header('cache-control', FILE_CACHE_CONTROL)
        .send(bytes);
    },
  });
});
