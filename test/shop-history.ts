/**
 * Years of a shop's history in bulk, in set-based SQL (generate_series), for the checks that the
 * hot queries stay on their indexes (src/server/db/hot-queries.api.test.ts) and for the data-growth
 * bench (bench/growth.bench.ts, 1,000,000 orders).
 *
 * It grows a database that already holds a few real orders placed through the API: their lines are
 * the templates every generated line copies (product, configuration, summary, price) and their
 * "order placed" email the template of the generated ones, so rows are the shape checkout writes.
 * Everything else follows the schema: members with their visitor, address, points and (every other
 * one) a session; guests' visitors; orders spread over `years` (the last two days still on the desk:
 * unpaid, paid, proofs, in production; older ones delivered or, 7 %, cancelled), 1 to 19 lines each
 * (10 on average), their events (2 to 5 by status: about 5 per order), the shopper's artwork file
 * and the proof staff sent, a staff audit entry for each paid and each dispatched order, the "order
 * placed" email for one order in ten, a coupon use for one in twenty and a published review for 5 %
 * of the delivered; and beside them what the hourly sweeps leave: carts, verification codes,
 * idempotency keys and rate-limit counters.
 *
 * Names, emails and phones are drawn from a Singapore mix, deterministically (an md5 of the row's
 * number): the same scale gives the same rows. Surnames are skewed as in Singapore (Tan about one
 * in ten). Orders are written in batches (`batchSize`), each batch one statement per table, so a
 * million orders never sit in one transaction.
 */
import type { SqlResult } from '../src/server/db/client.js';

export interface HistoryScale {
  orders: number;
  members: number;
  /** Over how many years the orders were placed, up to `now` (default 3). */
  years?: number;
  /** Orders per statement (default 20,000). */
  batchSize?: number;
  /** Delivered orders in a hundred that have reviews (default 5), and how many of their lines each reviews (default 1). */
  reviewShare?: number;
  reviewedLines?: number;
}

export interface HistoryStep {
  /** What the step writes, for progress lines: "orders 1–20,000". */
  name: string;
  sql: string;
}

type ExecuteSql = (text: string) => Promise<SqlResult>;

const SYLLABLES = ['Wei', 'Jie', 'Mei', 'Ling', 'Jun', 'Hao', 'Hui', 'Min', 'Li', 'Ting', 'Zhi', 'Xin', 'Yi', 'Jia', 'Kai', 'Xiang', 'Yong', 'Shu', 'Qi', 'Ying', 'Hong', 'Chen', 'Ming', 'Yu', 'Wen', 'Siew', 'Boon', 'Kok', 'Seng', 'Choon'];
const OTHER_FIRST_NAMES = [
  'Muhammad', 'Nur', 'Siti', 'Ahmad', 'Farah', 'Aisyah', 'Hafiz', 'Nurul', 'Irfan', 'Amirah', 'Priya', 'Arjun', 'Divya', 'Rajesh', 'Kavitha', 'Suresh', 'Anand', 'Lakshmi', 'Vijay', 'Deepa',
  'Daniel', 'Sarah', 'Rachel', 'Jonathan', 'Marcus', 'Cheryl', 'Shawn', 'Bryan', 'Nicole', 'Kelvin', 'Melissa', 'Jasmine', 'Gerald', 'Vanessa', 'Benjamin', 'Charmaine', 'Desmond', 'Eunice', 'Ivan', 'Joanne',
];
/** Most common first: the draw is skewed towards the start (Tan about one in ten). */
const SURNAMES = ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Chan', 'Koh', 'Teo', 'Ang', 'Yeo', 'Tay', 'Ho', 'Low', 'Toh', 'Sim', 'Chong', 'Chia', 'Rahman', 'Ismail', 'Abdullah', 'Hassan', 'Kumar', 'Singh', 'Pillai', 'Nair', 'Fernandez', 'Pereira'];
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com.sg', 'hotmail.com', 'outlook.com', 'singnet.com.sg', 'icloud.com', 'example.com.sg'];
const STREETS = ['Tampines Street 81', 'Bedok North Avenue 3', 'Ang Mo Kio Avenue 10', 'Jurong West Street 42', 'Woodlands Drive 14', 'Yishun Ring Road', 'Toa Payoh Lorong 1', 'Clementi Avenue 2', 'Punggol Field', 'Sengkang East Way', 'Hougang Avenue 8', 'Bukit Batok West Avenue 6'];

const FIRST_NAMES = [...SYLLABLES.flatMap((a) => SYLLABLES.filter((b) => b !== a).map((b) => `${a} ${b}`)), ...OTHER_FIRST_NAMES];

const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** A number in 0 … 2^32 − 1 drawn from `key` (SQL text expression) and `salt`: the same key gives the same number. */
const draw = (key: string, salt: string) => `(('x' || substr(md5('${salt}' || (${key})::text), 1, 8))::bit(32)::bigint)`;
/** One of `values`, drawn from `key`. */
const pick = (values: readonly string[], key: string, salt: string) => `(${textArray(values)})[1 + ${draw(key, salt)} % ${values.length}]`;

/**
 * A person's name, email and phone, drawn from their key ('m' || member number, or 'g' || order
 * number for a guest); `number` makes the email's local part unique (a member's number) or not.
 */
function person(key: string, number: string) {
  const first = pick(FIRST_NAMES, key, 'first');
  // u^1.5 for u uniform in [0, 1): the first surname about one time in ten, the last rarely.
  const last = `(${textArray(SURNAMES)})[1 + floor(${SURNAMES.length} * power(${draw(key, 'last')} / 4294967296.0, 1.5))::int]`;
  return {
    first,
    last,
    email: `lower(replace(${first}, ' ', '')) || '.' || lower(replace(${last}, ' ', '')) || (${number})::text || '@' || ${pick(DOMAINS, key, 'domain')}`,
    phone: `(ARRAY['9','8','9','6'])[1 + ${draw(key, 'lead')} % 4] || lpad((${draw(key, 'phone')} % 10000000)::text, 7, '0')`,
    address: `'Blk ' || (100 + ${draw(key, 'blk')} % 800) || ' ' || ${pick(STREETS, key, 'street')} || ', #' || lpad((2 + ${draw(key, 'floor')} % 20)::text, 2, '0') || '-' || (10 + ${draw(key, 'unit')} % 90)`,
    postcode: `lpad((100000 + ${draw(key, 'pc')} % 800000)::text, 6, '0')`,
  };
}

const memberVisitor = (k: string) => `md5('growth-member-visitor-' || ${k})::uuid`;
const guestVisitor = (i: string) => `md5('growth-guest-visitor-' || ${i})::uuid`;

/** An instant `hours` after `from`, but never later than `share` of the way from `from` to now (a recent order's steps fit in its age). */
const after = (from: string, hours: number, share: number, now: string) => `${from} + least(interval '${hours} hours', (${now} - ${from}) * ${share})`;

/**
 * The statements that grow the database, in order. Reads what it builds on first: the members'
 * next id, the template lines (the lines of the orders already placed; there must be some) and
 * the template "order placed" email.
 */
export async function historySteps(executeSql: ExecuteSql, scale: HistoryScale, now: Date, passwordHash: string): Promise<HistoryStep[]> {
  const years = scale.years ?? 3;
  const batch = scale.batchSize ?? 20_000;
  const reviewShare = scale.reviewShare ?? 5;
  const reviewedLines = scale.reviewedLines ?? 1;
  const { orders: n, members: m } = scale;
  // What the tables beside the orders hold, from the orders a day: abandoned guest carts (two a day
  // for each order, kept 90 days), and what the sweeps keep small: a day's verification codes and
  // idempotency keys, a minute's rate-limit counters.
  const perDay = n / (years * 365);
  const guestCarts = Math.ceil(perDay * 2 * 90);
  const codes = Math.ceil(perDay * 0.6);
  const keys = Math.ceil(perDay * 3);
  const counters = Math.ceil(perDay / 2);
  const [before] = (
    await executeSql(`SELECT (SELECT coalesce(max(id), 0) FROM members)::int AS member_base, (SELECT coalesce(max(id), 0) FROM order_lines)::int AS last_line,
      (SELECT e.id FROM email_outbox e JOIN orders o ON position(o.order_no IN e.subject) > 0 WHERE e.kind = 'order-placed' ORDER BY e.id LIMIT 1) AS email_id,
      (SELECT o.order_no FROM email_outbox e JOIN orders o ON position(o.order_no IN e.subject) > 0 WHERE e.kind = 'order-placed' ORDER BY e.id LIMIT 1) AS email_order_no`)
  ).rows;
  if (!before || Number(before.last_line) === 0 || before.email_id === null) throw new Error('Place a few orders first: their lines and email are the templates of the generated ones.');
  const memberBase = Number(before.member_base);
  const lastTemplateLine = Number(before.last_line);
  const templateEmail = Number(before.email_id);
  const templateOrderNo = String(before.email_order_no);
  const at = `'${now.toISOString()}'::timestamptz`;
  const spanSeconds = years * 365 * 24 * 3600;
  const steps: HistoryStep[] = [];
  const range = (from: number, to: number) => `${from.toLocaleString('en')}–${(to - 1).toLocaleString('en')}`;
  const templates = `t AS (
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, product_id, configuration, configuration_key, summary, quantity, total_cents
      FROM order_lines WHERE id <= ${lastTemplateLine}
    ), tc AS (SELECT count(*)::int AS total FROM t)`;

  // Members, with their visitor, default address, registration points and (every other one) a session
  // (of the last 59 days: the hourly sweep removes those past their 60).
  for (let from = 1; from <= m; from += batch * 2) {
    const to = Math.min(m + 1, from + batch * 2);
    const p = person(`'m' || k`, 'k');
    const joined = `${at} - (${m} - k) * interval '${Math.floor(spanSeconds / m)} seconds' - interval '30 days'`;
    steps.push({
      name: `members ${range(from, to)}`,
      sql: `
        INSERT INTO visitors (id, member_id, created_at, last_seen_at)
        SELECT ${memberVisitor('k')}, ${memberBase} + k, ${joined}, ${joined} FROM generate_series(${from}, ${to - 1}) k;
        INSERT INTO members (id, email, first_name, last_name, phone, password_hash, visitor_id, email_verified_at, created_at, updated_at, notify_review)
        SELECT ${memberBase} + k, ${p.email}, ${p.first}, ${p.last}, ${p.phone}, '${passwordHash}', ${memberVisitor('k')}, ${joined}, ${joined}, ${joined}, k % 2 = 0
        FROM generate_series(${from}, ${to - 1}) k;
        INSERT INTO member_addresses (member_id, label, address_line1, address_line2, postcode, phone, is_default, address_key)
        SELECT ${memberBase} + k, 'Home', ${p.address}, '', ${p.postcode}, ${p.phone}, true, lower(${p.address}) || ' ' || ${p.postcode}
        FROM generate_series(${from}, ${to - 1}) k;
        INSERT INTO points_ledger (member_id, points, description, reason_key, created_at)
        SELECT ${memberBase} + k, 2, 'Welcome bonus for registering', 'registration', ${joined} FROM generate_series(${from}, ${to - 1}) k;
        INSERT INTO member_sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
        SELECT md5('growth-session-' || k) || md5('growth-session-2-' || k), ${memberBase} + k, s, s, s + interval '60 days'
        FROM generate_series(${from}, ${to - 1}) k, LATERAL (SELECT ${at} - (${draw("'m' || k", 'session')} % (59 * 24)) * interval '1 hour' AS s) c
        WHERE k % 2 = 0;`,
    });
  }
  steps.push({ name: 'members: id sequence', sql: `SELECT setval(pg_get_serial_sequence('members', 'id'), (SELECT max(id) FROM members))` });

  // Orders with their lines, events, artwork files, audit entries and emails: one statement per batch.
  for (let from = 1; from <= n; from += batch) {
    const to = Math.min(n + 1, from + batch);
    const isMember = `(${draw("'o' || i", 'member')} % 100 < 60)`;
    const member = person(`'m' || k`, 'k');
    const guest = person(`'g' || i`, `${draw("'g' || i", 'mail')} % 1000`);
    const status = `CASE
        WHEN age_s < 2 * 86400 THEN (ARRAY['awaiting_payment','awaiting_payment','paid','artwork_received','proof_sent','approved','in_production'])[1 + ${draw("'o' || i", 'new')} % 7]
        WHEN age_s < 7 * 86400 THEN (ARRAY['approved','in_production','dispatched','dispatched','delivered'])[1 + ${draw("'o' || i", 'week')} % 5]
        WHEN ${draw("'o' || i", 'cancel')} % 100 < 7 THEN 'cancelled'
        ELSE 'delivered' END`;
    const pick2 = (m2: string, g2: string) => `CASE WHEN is_member THEN ${m2} ELSE ${g2} END`;
    steps.push({
      name: `orders ${range(from, to)}`,
      sql: `
        INSERT INTO visitors (id, created_at, last_seen_at)
        SELECT ${guestVisitor('i')}, ${at}, ${at} FROM generate_series(${from}, ${to - 1}) i WHERE NOT ${isMember};
        WITH g AS (
          SELECT i, ${isMember} AS is_member, 1 + ${draw("'o' || i", 'k')} % ${m} AS k,
                 (${n} - i) * ${spanSeconds / n} + ${draw("'o' || i", 'jitter')} % 600 AS age_s
          FROM generate_series(${from}, ${to - 1}) i
        ), o AS (
          SELECT g.*, ${at} - age_s * interval '1 second' AS placed, ${status} AS status, 1500 + ${draw("'o' || i", 'sub')} % 30000 AS sub,
                 'O' || to_char((${at} - age_s * interval '1 second') AT TIME ZONE 'Asia/Singapore', 'YYMMDD') || '-' || upper(substr(md5('growth-order-no-' || i), 1, 10)) AS no
          FROM g
        ), ins AS (
          INSERT INTO orders (id, order_no, visitor_id, member_id, first_name, last_name, email, phone, address_line1, address_line2, postcode, address_label,
                              shipping_method, status, sub_total_cents, shipping_fee_cents, total_cents, payment_method, payment_reference, payment_expires_at,
                              paid_at, dispatch_date, carrier, tracking_number, dispatched_at, delivered_at, approved_at, evaluated_at, cancelled_at, cancel_reason, cancelled_by,
                              created_at, updated_at)
          SELECT md5('growth-order-' || i)::uuid, no, ${pick2(memberVisitor('k'), guestVisitor('i'))}, CASE WHEN is_member THEN ${memberBase} + k END,
                 ${pick2(member.first, guest.first)}, ${pick2(member.last, guest.last)}, ${pick2(member.email, guest.email)}, ${pick2(member.phone, guest.phone)},
                 ${pick2(member.address, guest.address)}, '', ${pick2(member.postcode, guest.postcode)}, 'Home',
                 CASE WHEN ${draw("'o' || i", 'ship')} % 5 = 0 THEN 'Express' ELSE 'Standard' END, status, sub, CASE WHEN sub >= 10000 THEN 0 ELSE 500 END,
                 sub + CASE WHEN sub >= 10000 THEN 0 ELSE 500 END, 'paynow', no, placed + interval '48 hours',
                 CASE WHEN status NOT IN ('awaiting_payment', 'cancelled') THEN ${after('placed', 2, 0.1, at)} END,
                 ((placed + interval '4 days') AT TIME ZONE 'Asia/Singapore')::date,
                 CASE WHEN status IN ('dispatched', 'delivered') THEN 'Ninja Van' END,
                 CASE WHEN status IN ('dispatched', 'delivered') THEN 'NV' || upper(substr(md5('track' || i), 1, 12)) END,
                 CASE WHEN status IN ('dispatched', 'delivered') THEN ${after('placed', 72, 0.6, at)} END,
                 CASE WHEN status = 'delivered' THEN ${after('placed', 120, 0.8, at)} END,
                 CASE WHEN status IN ('approved', 'in_production', 'dispatched', 'delivered') THEN ${after('placed', 24, 0.4, at)} END,
                 CASE WHEN status IN ('proof_sent', 'approved', 'in_production', 'dispatched', 'delivered') THEN ${after('placed', 20, 0.3, at)} END,
                 CASE WHEN status = 'cancelled' THEN placed + interval '48 hours' END,
                 CASE WHEN status = 'cancelled' THEN 'The PayNow QR code expired before payment arrived.' END,
                 CASE WHEN status = 'cancelled' THEN 'system' END,
                 placed, ${after('placed', 2, 0.1, at)}
          FROM o
          RETURNING id, order_no, status, first_name, last_name, email, total_cents, created_at, paid_at, dispatched_at, delivered_at, carrier, tracking_number
        ), ${templates}, lines AS (
          INSERT INTO order_lines (order_id, position, product_id, configuration, configuration_key, summary, quantity, total_cents)
          SELECT ins.id, pos, t.product_id, t.configuration, t.configuration_key, t.summary, t.quantity, t.total_cents
          FROM ins CROSS JOIN LATERAL generate_series(0, ${draw('ins.order_no', 'lines')} % 19) pos CROSS JOIN tc
            JOIN t ON t.n = (${draw('ins.order_no', 'template')} + pos) % tc.total
          RETURNING id, order_id, position, product_id
        ), reviewed AS (
          INSERT INTO reviews (type, product_id, date, title, comment, rate, customer, status, order_id, order_line_id, verified, created_at, updated_at)
          SELECT 'stickers', lines.product_id, (ins.delivered_at + interval '3 days')::date, 'Printed well, arrived on time',
                 'The colours came out as on screen and the cut was clean. Will order again for our next event.', 3 + ${draw('ins.order_no', 'rate')} % 3,
                 ins.first_name || ' ' || left(ins.last_name, 1) || '.', CASE WHEN ${draw('ins.order_no', 'pending')} % 50 = 0 THEN 'pending' ELSE 'published' END,
                 ins.id, lines.id, true, ins.delivered_at + interval '3 days', ins.delivered_at + interval '3 days'
          FROM ins JOIN lines ON lines.order_id = ins.id AND lines.position < ${reviewedLines}
          WHERE ins.status = 'delivered' AND ${draw('ins.order_no', 'review')} % 100 < ${reviewShare}
        ), coupons AS (
          INSERT INTO coupon_redemptions (coupon_code, order_id, email, discount_cents, created_at)
          SELECT 'WELCOME10', id, email, 100, created_at FROM ins WHERE ${draw('ins.order_no', 'coupon')} % 20 = 0
        ), events AS (
          INSERT INTO order_events (order_id, at, status, actor, note)
          SELECT ins.id, ins.created_at + (e.n - 1) * least(interval '20 hours', (${at} - ins.created_at) / 6), e.status,
                 CASE WHEN e.status = 'placed' THEN 'shopper' WHEN e.status IN ('awaiting_payment', 'cancelled') THEN 'system' ELSE 'staff:desk@printshop.sg' END,
                 CASE WHEN e.status = 'awaiting_payment' THEN 'PayNow S$' || to_char(ins.total_cents / 100.0, 'FM999990.00') || ', reference ' || ins.order_no ELSE '' END
          FROM ins CROSS JOIN LATERAL unnest(CASE ins.status
              WHEN 'awaiting_payment' THEN ARRAY['placed','awaiting_payment']
              WHEN 'paid' THEN ARRAY['placed','awaiting_payment','paid']
              WHEN 'artwork_received' THEN ARRAY['placed','awaiting_payment','paid','artwork_received']
              WHEN 'proof_sent' THEN ARRAY['placed','awaiting_payment','paid','artwork_received','proof_sent']
              WHEN 'approved' THEN ARRAY['placed','awaiting_payment','paid','proof_sent','approved']
              WHEN 'in_production' THEN ARRAY['placed','awaiting_payment','paid','approved','in_production']
              WHEN 'dispatched' THEN ARRAY['placed','awaiting_payment','paid','in_production','dispatched']
              WHEN 'delivered' THEN ARRAY['placed','awaiting_payment','paid','dispatched','delivered']
              ELSE ARRAY['placed','awaiting_payment','cancelled'] END) WITH ORDINALITY AS e(status, n)
        ), files AS (
          -- The shopper's artwork for every order, and the proof staff sent for those past that step.
          SELECT ins.id, ins.order_no, ins.created_at + interval '1 hour' AS at, 'artwork' AS kind, 'shopper' AS uploaded_by FROM ins
          UNION ALL
          SELECT ins.id, ins.order_no, ins.created_at + least(interval '20 hours', (${at} - ins.created_at) * 0.3), 'proof', 'staff:desk@printshop.sg' FROM ins
          WHERE ins.status IN ('proof_sent', 'approved', 'in_production', 'dispatched', 'delivered')
        ), stored AS (
          INSERT INTO stored_files (key, content_type, size_bytes, sha256, created_at)
          SELECT 'orders/' || order_no || '/' || kind || '/growth', 'application/pdf', 200000 + ${draw('order_no', 'size')} % 4000000, md5(order_no) || md5(kind), at FROM files
        ), order_files_ AS (
          INSERT INTO order_files (id, order_id, line_position, kind, file_key, name, content_type, size_bytes, uploaded_by, created_at)
          SELECT md5('growth-file-' || kind || order_no)::uuid, id, CASE WHEN kind = 'artwork' THEN 0 END, kind, 'orders/' || order_no || '/' || kind || '/growth',
                 kind || '.pdf', 'application/pdf', 200000 + ${draw('order_no', 'size')} % 4000000, uploaded_by, at
          FROM files
        ), audit AS (
          INSERT INTO audit_log (at, actor_email, actor_role, action, subject_type, subject_id, summary, before, after)
          SELECT * FROM (
            SELECT paid_at, 'desk@printshop.sg', 'desk', 'order.mark_paid', 'order', order_no, 'Marked paid: S$' || to_char(total_cents / 100.0, 'FM999990.00') || ' received',
                   '{"status":"awaiting_payment","paid_at":null}'::jsonb, jsonb_build_object('status', 'paid', 'paid_at', paid_at, 'amount_cents', total_cents)
            FROM ins WHERE paid_at IS NOT NULL
            UNION ALL
            SELECT dispatched_at, 'desk@printshop.sg', 'desk', 'order.dispatched', 'order', order_no, 'In production → Dispatched: ' || carrier || ', tracking number ' || tracking_number,
                   '{"status":"in_production"}'::jsonb, jsonb_build_object('status', 'dispatched', 'carrier', carrier, 'tracking_number', tracking_number)
            FROM ins WHERE dispatched_at IS NOT NULL
          ) entries ORDER BY 1
        ), emails AS (
          INSERT INTO email_outbox (kind, to_address, subject, html, text, job_id, attempts, sent_at, created_at)
          SELECT e.kind, ins.email, replace(e.subject, '${templateOrderNo}', ins.order_no), replace(e.html, '${templateOrderNo}', ins.order_no), replace(e.text, '${templateOrderNo}', ins.order_no),
                 md5('growth-mail-' || ins.order_no)::uuid, 1, ins.created_at + interval '1 minute', ins.created_at
          FROM ins CROSS JOIN (SELECT kind, subject, html, text FROM email_outbox WHERE id = ${templateEmail}) e
          WHERE ${draw('ins.order_no', 'mail')} % 10 = 0
        )
        SELECT count(*) FROM ins;`,
    });
  }

  // What lives beside the orders: carts, codes, keys, counters.
  steps.push(
    {
      name: 'carts, codes, keys and counters',
      // As the hourly sweeps leave them: guest carts of the last 90 days (and one member in ten with a
      // cart of any age: a member's cart stays), verification codes of the last 25 hours, idempotency
      // keys of the last 25 hours and rate-limit counters of the last minute, these two by the
      // database's clock (now()), which their sweeps read.
      sql: `
        INSERT INTO visitors (id, created_at, last_seen_at)
        SELECT md5('growth-cart-visitor-' || c)::uuid, ${at}, ${at} FROM generate_series(1, ${guestCarts}) c;
        INSERT INTO carts (id, visitor_id, member_id, shipping_method, created_at, updated_at)
        SELECT md5('growth-cart-' || c)::uuid, md5('growth-cart-visitor-' || c)::uuid, NULL::int, 'Standard', u, u
        FROM generate_series(1, ${guestCarts}) c, LATERAL (SELECT ${at} - (${draw("'c' || c", 'age')} % (90 * 24 * 60)) * interval '1 minute' AS u) x
        UNION ALL
        SELECT md5('growth-member-cart-' || k)::uuid, ${memberVisitor('k')}, ${memberBase} + k, 'Standard', u, u
        FROM generate_series(10, ${m}, 10) k, LATERAL (SELECT ${at} - (${draw("'mc' || k", 'age')} % (${years} * 365 * 24)) * interval '1 hour' AS u) x;
        WITH ${templates}, cart AS (
          SELECT md5('growth-cart-' || c)::uuid AS id, 'c' || c AS key FROM generate_series(1, ${guestCarts}) c
          UNION ALL
          SELECT md5('growth-member-cart-' || k)::uuid, 'mc' || k FROM generate_series(10, ${m}, 10) k
        )
        INSERT INTO cart_items (id, cart_id, product_id, configuration, configuration_key, quantity, total_cents, summary, merge_slot)
        SELECT md5('growth-cart-item-' || cart.key || '-' || pos)::uuid, cart.id, t.product_id, t.configuration, t.configuration_key, t.quantity, t.total_cents, t.summary, pos
        FROM cart CROSS JOIN LATERAL generate_series(0, ${draw('cart.key', 'items')} % 5) pos CROSS JOIN tc JOIN t ON t.n = (${draw('cart.key', 'template')} + pos) % tc.total;
        INSERT INTO email_verifications (email, code_hash, attempts, expires_at, verified_at, registration_token_hash, used_at, created_at)
        SELECT 'code' || v || '@gmail.com', md5('code' || v), 0, c + interval '10 minutes', c + interval '1 minute', md5('token' || v), c + interval '5 minutes', c
        FROM generate_series(1, ${codes}) v, LATERAL (SELECT ${at} - (${draw("'v' || v", 'age')} % (25 * 60)) * interval '1 minute' AS c) x;
        INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response, visitor_id, created_at)
        SELECT 'POST /api/cart/items ' || md5('growth-cart-visitor-' || (1 + q % ${guestCarts}))::uuid, md5('key' || q)::uuid::text, md5('body' || q) || md5('body2' || q), 201,
               '{"status":"SUCCESS","code":201}'::jsonb, md5('growth-cart-visitor-' || (1 + q % ${guestCarts}))::uuid, now() - (${draw("'q' || q", 'age')} % (25 * 60)) * interval '1 minute'
        FROM generate_series(1, ${keys}) q;
        INSERT INTO rate_limit_counters (key, count, reset_at)
        SELECT 'writes:ip:10.' || (r / 65536) % 256 || '.' || (r / 256) % 256 || '.' || r % 256, 1 + r % 30, now() + ((r % 120) - 60) * interval '1 second'
        FROM generate_series(1, ${counters}) r;`,
    },
  );
  return steps;
}

/**
 * The tables that grow with the shop's history: no hot query may read one whole. (Verification
 * codes, idempotency keys and rate-limit counters stay small: their sweeps keep a day, a day and
 * a minute of them.)
 */
export const GROWN_TABLES = [
  'visitors', 'members', 'member_addresses', 'points_ledger', 'member_sessions',
  'orders', 'order_lines', 'order_events', 'order_files', 'stored_files', 'audit_log', 'email_outbox',
  'coupon_redemptions', 'reviews', 'carts', 'cart_items',
] as const;
