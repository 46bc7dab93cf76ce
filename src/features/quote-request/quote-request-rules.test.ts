/** The quote forms' rules, as the web forms and the server apply them: the catalogue's words, the limits, file names and request numbers. */
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_ERROR_MS,
  attachmentExtension,
  attachmentProblem,
  attachmentsProblem,
  canTickAnotherItem,
  displayFileName,
  EMAIL_CHECK_DEBOUNCE_MS,
  formatFileSize,
  isQuoteType,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  MAX_SPECIAL_PROCESSING_ITEMS,
  normaliseQuoteRequestNo,
  QUOTE_NUMBER_MAX_LENGTH,
  QUOTE_REQUEST_MESSAGES,
  QUOTE_REQUEST_NO_PATTERN,
  quoteCutsProblem,
  quoteRequestNumber,
  quoteRequestProblems,
  quoteSizeProblem,
  quoteStickersPerSheetProblem,
  quantityProblem,
  requesterEmailProblem,
  requesterNameProblem,
  sanitizeQuoteNumberInput,
  specialProcessingItemsProblem,
  type QuoteRequestContext,
} from './quote-request-rules.js';

const lookups = [
  { min_size: '20x20', is_equal: 'yes' as const },
  { min_size: '20x15', is_equal: 'no' as const },
];

describe('limits (forms-and-accounts.md §9)', () => {
  it('4 attachments, 3 sub-items, 6-character numbers, 5 s tooltip, 300 ms email check', () => {
    expect([MAX_ATTACHMENTS, MAX_SPECIAL_PROCESSING_ITEMS, QUOTE_NUMBER_MAX_LENGTH, ATTACHMENT_ERROR_MS, EMAIL_CHECK_DEBOUNCE_MS]).toEqual([4, 3, 6, 5000, 300]);
    expect(formatFileSize(MAX_ATTACHMENT_BYTES)).toBe('25 MB');
    expect(formatFileSize(MAX_ATTACHMENTS_TOTAL_BYTES)).toBe('60 MB');
    expect([formatFileSize(0), formatFileSize(1), formatFileSize(1536), formatFileSize(3_500_000)]).toEqual(['0 bytes', '1 byte', '1.5 KB', '3.3 MB']);
  });
});

describe('the requester', () => {
  it("names: the required messages (no reference mark), at most 100 characters, no HTML", () => {
    expect(requesterNameProblem('', 'first')).toBe('Please enter the first name.');
    expect(requesterNameProblem('  ', 'last')).toBe('Please enter the last name.');
    expect(requesterNameProblem('M'.repeat(100), 'first')).toBeUndefined();
    expect(requesterNameProblem('M'.repeat(101), 'first')).toBe('First name must be at most 100 characters.');
    expect(requesterNameProblem('<i>Tan</i>', 'last')).toBe('Last name cannot contain HTML.');
    expect(requesterNameProblem('Tan & Sons <3', 'last')).toBeUndefined();
  });

  it('email: the form-level messages', () => {
    expect(requesterEmailProblem('')).toBe('Please enter the email address.');
    expect(requesterEmailProblem('mei@')).toBe('Invalid email address.');
    expect(requesterEmailProblem(' Mei@Example.sg ')).toBeUndefined();
    expect(QUOTE_REQUEST_MESSAGES.emailRegistered).toBe('This is a registered e-mail address. You can contact us after logging in.');
    expect(QUOTE_REQUEST_MESSAGES.emailDisposable).toBe("Sorry, we don't allow disposable email address.");
  });
});

describe('the configuration', () => {
  it('quantity: required, digits only, at most 6', () => {
    expect(quantityProblem('')).toBe('Please enter the quantity.');
    expect(quantityProblem('12a')).toBe(QUOTE_REQUEST_MESSAGES.quantityInvalid);
    expect(quantityProblem('1234567')).toBe(QUOTE_REQUEST_MESSAGES.quantityInvalid);
    expect(quantityProblem('0')).toBe(QUOTE_REQUEST_MESSAGES.quantityInvalid);
    expect(quantityProblem(999999)).toBeUndefined();
    expect(sanitizeQuoteNumberInput('12a34567')).toBe('123456');
  });

  it('size: required, not below the lookup minimum chosen by equal sides (sorted descending); no maximum', () => {
    expect(quoteSizeProblem('', '50', lookups)).toBe('Size is required. Please try again.');
    expect(quoteSizeProblem('1234567', '50', lookups)).toBe('Size is required. Please try again.');
    expect(quoteSizeProblem('19', '19', lookups)).toBe('* Width or height must not be below 20mm.');
    expect(quoteSizeProblem('16', '30', lookups)).toBeUndefined();
    expect(quoteSizeProblem('14', '30', lookups)).toBe('* Width or height must not be below 15mm.');
    expect(quoteSizeProblem('19', '30', [{ min_size: '20x20', is_equal: 'yes' }])).toBe('* Width or height must not be below 20mm.');
    expect(quoteSizeProblem('5000', '900', lookups)).toBeUndefined();
  });

  it("cuts and stickers per sheet: the catalogue's messages", () => {
    expect(quoteCutsProblem('')).toBe('Number of cuts is required. Please try again.');
    expect(quoteCutsProblem('0')).toBe('Number of cuts is required. Please try again.');
    expect(quoteCutsProblem('31')).toBe('Number of cuts should not be more than 30. Request a quote from the button below.');
    expect(quoteCutsProblem('30')).toBeUndefined();
    expect(quoteStickersPerSheetProblem('')).toBe('Please specify the number of stickers to place in one seat.');
    expect(quoteStickersPerSheetProblem('31')).toBe('Number of stickers should not be more than 30.');
    expect(quoteStickersPerSheetProblem('1')).toBeUndefined();
  });

  it('special processing: at most 3 sub-items per option; the form disables the rest at 3', () => {
    const options = [{ id: 1, name: 'Foil Stamping' }];
    expect(specialProcessingItemsProblem(options, { 1: [1, 2, 3] })).toBeUndefined();
    expect(specialProcessingItemsProblem(options, { 1: [1, 2, 3, 4] })).toBe('Please tick at most 3 choices under Foil Stamping.');
    expect([canTickAnotherItem([1, 2]), canTickAnotherItem([1, 2, 3])]).toEqual([true, false]);
  });

  it('the whole form: every problem, members send no contact, Special Size needs no special processing', () => {
    const context: QuoteRequestContext = { asksForContact: true, needsCutPerShape: true, needsStickersPerSheet: true, dimLookups: lookups, specialProcessingOptions: [] };
    expect(quoteRequestProblems({ quote_type: 'Special Processing' }, context)).toEqual({
      firstname: 'Please enter the first name.',
      lastname: 'Please enter the last name.',
      email_address: 'Please enter the email address.',
      quantity: 'Please enter the quantity.',
      width: 'Size is required. Please try again.',
      cut_per_shape: 'Number of cuts is required. Please try again.',
      ea: 'Please specify the number of stickers to place in one seat.',
      special_processing: 'Please select a special processing option.',
    });
    const filled = { quote_type: 'Special Size', quantity: '5000', width: '900', height: '600', cut_per_shape: '2', ea: '4', comment: 'x'.repeat(2000) };
    expect(quoteRequestProblems(filled, { ...context, asksForContact: false })).toEqual({});
    expect(quoteRequestProblems({ ...filled, comment: 'x'.repeat(2001) }, { ...context, asksForContact: false })).toEqual({ comment: 'Your comment can be at most 2,000 characters.' });
    expect(quoteRequestProblems({ ...filled, quote_type: 'Other' }, { ...context, asksForContact: false })).toEqual({ quote_type: QUOTE_REQUEST_MESSAGES.quoteTypeInvalid });
    expect([isQuoteType('Special Size'), isQuoteType('special size')]).toEqual([true, false]);
  });
});

describe('attachments', () => {
  it('PDF, AI, JPEG and PNG by name; js, ts, css, scss and the rest refused', () => {
    expect(['a.pdf', 'b.AI', 'c.jpg', 'd.JPEG', 'e.png'].map(attachmentExtension)).toEqual(['pdf', 'ai', 'jpg', 'jpeg', 'png']);
    for (const name of ['a.js', 'b.ts', 'c.css', 'd.scss', 'e.exe', 'pdf', 'a.pdf.exe', 'toString', 'x.constructor']) {
      expect(attachmentProblem({ name, size: 10 })).toBe('File type not accepted. Please try again.');
    }
    expect(ATTACHMENT_ACCEPT).toContain('.ai');
  });

  it('empty, over 25 MB, more than 4, more than 60 MB together', () => {
    expect(attachmentProblem({ name: 'a.pdf', size: 0 })).toBe('"a.pdf" is empty (0 bytes). Please choose the file again.');
    expect(attachmentProblem({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES })).toBeUndefined();
    expect(attachmentProblem({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe('"a.pdf" is larger than 25 MB. Please upload a smaller file (at most 25 MB each).');
    const file = { name: 'a.pdf', size: 21 * 1024 * 1024 };
    expect(attachmentsProblem([file, file, file])).toBe('Your files add up to more than 60 MB. Please upload smaller files (at most 60 MB in all).');
    expect(attachmentsProblem([file, file, file, file, file].map((f) => ({ ...f, size: 1 })))).toBe('You cannot upload more than 4 files.');
    expect(attachmentsProblem([file, file])).toBeUndefined();
    expect(QUOTE_REQUEST_MESSAGES.maxFilesTooltip).toBe('Maximum of 4 files only!');
  });

  it('names are kept without paths, control characters or characters file systems refuse, at most 150 characters', () => {
    expect(displayFileName('C:\\Users\\mei\\Desktop\\logo final.pdf')).toBe('logo final.pdf');
    expect(displayFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(displayFileName('a"b<c>|d\u0007.ai')).toBe('a_b_c__d_.ai');
    expect(displayFileName('...')).toBe('file');
    expect(displayFileName('.hidden.png')).toBe('hidden.png');
    const long = displayFileName(`${'x'.repeat(300)}.jpeg`);
    expect([long.length, long.endsWith('.jpeg')]).toEqual([150, true]);
  });
});

describe('request numbers', () => {
  it('"R" + the Singapore date + 8 random base32 characters; typed in any case', () => {
    const no = quoteRequestNumber('2026-11-23', [0, 1, 31, 32, 255, 10, 20, 30]);
    expect(no).toBe('R261123-01Z0ZAMY');
    expect(no).toMatch(QUOTE_REQUEST_NO_PATTERN);
    expect(normaliseQuoteRequestNo(' r261123-01z0zamy ')).toBe(no);
    expect(normaliseQuoteRequestNo('Q261123-01Z0ZA')).toBeNull();
    expect(() => quoteRequestNumber('23/11/2026', new Uint8Array(8))).toThrow(RangeError);
    expect(() => quoteRequestNumber('2026-11-23', new Uint8Array(7))).toThrow(RangeError);
  });
});
