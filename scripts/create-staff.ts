/**
 * Creates (or updates) a staff account:
 *
 *   npx tsx scripts/create-staff.ts staff@shop.sg 'Mei Ling Tan' 'a long password'
 *
 * against DATABASE_URL, or the embedded database in DATA_DIR (stop the shop first: the embedded
 * database has one user at a time). The member gets a verified email and that password, and is
 * staff at once. The shop applies STAFF_EMAILS at every start, so list the address there too, or
 * the next start takes the staff role away.
 */
import { createStaffAccount, staffAccountProblem } from '../src/features/account/staff-account.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/prepare.js';

const [email, name, password] = process.argv.slice(2);
if (!email || !name || !password) {
  console.error("Usage: npx tsx scripts/create-staff.ts <email> '<first and last name>' '<password>'");
  process.exit(2);
}
const problem = staffAccountProblem({ email, name, password });
if (problem) {
  console.error(problem);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepareDatabase(database);
  const { member, created } = await createStaffAccount(database.db, { email, name, password }, new Date());
  console.log(`${created ? 'Created' : 'Updated'} the staff account ${member.email} (${member.first_name} ${member.last_name}): signed in, it opens /staff/orders and /staff/quote-requests.`);
  if (config.staffEmails.includes(member.email)) {
    console.log('STAFF_EMAILS in this environment lists it, so it stays staff when the shop restarts.');
  } else {
    console.log(`Add ${member.email} to STAFF_EMAILS where the shop runs: at every start the shop makes exactly the listed members staff, and without it this account loses the staff role at the next start.`);
  }
} finally {
  await database.close();
}
