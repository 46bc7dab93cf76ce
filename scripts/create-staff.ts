/**
 * Creates (or updates) a staff account:
 *
 *   npx tsx scripts/create-staff.ts staff@shop.sg 'Mei Ling Tan' 'a long password' [owner|desk|production]
 *
 * against DATABASE_URL, or the embedded database in DATA_DIR (stop the shop first: the embedded
 * database has one user at a time). The member gets a verified email and that password, and is
 * staff at once: an owner unless another role is given. The shop applies STAFF_EMAILS (its owners)
 * at every start, so list an owner's address there too, or the next start takes the role away.
 * Desk and production staff are usually given their role by an owner on the desk's Staff page.
 */
import { isStaffRole } from '../src/features/account/staff-roles.js';
import { createStaffAccount, staffAccountProblem } from '../src/features/account/staff-account.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/prepare.js';

const [email, name, password, roleArgument = 'owner'] = process.argv.slice(2);
if (!email || !name || !password || !isStaffRole(roleArgument)) {
  console.error("Usage: npx tsx scripts/create-staff.ts <email> '<first and last name>' '<password>' [owner|desk|production]");
  process.exit(2);
}
const role = roleArgument;
const problem = staffAccountProblem({ email, name, password });
if (problem) {
  console.error(problem);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepareDatabase(database);
  const { member, created } = await createStaffAccount(database.db, { email, name, password, role }, new Date());
  console.log(`${created ? 'Created' : 'Updated'} the staff account ${member.email} (${member.first_name} ${member.last_name}, ${role}): signed in, it opens the staff desk at /staff.`);
  if (role !== 'owner') {
    if (config.staffEmails.includes(member.email)) console.log(`STAFF_EMAILS in this environment lists ${member.email}, so the next start makes it an owner again: take it off the list to keep the ${role} role.`);
  } else if (config.staffEmails.includes(member.email)) {
    console.log('STAFF_EMAILS in this environment lists it, so it stays staff when the shop restarts.');
  } else {
    console.log(`Add ${member.email} to STAFF_EMAILS where the shop runs: at every start the shop makes exactly the listed members owners, and without it this account loses the owner role at the next start.`);
  }
} finally {
  await database.close();
}
