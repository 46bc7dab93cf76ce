/**
 * The shop's staff and their roles (owners only): the list, and an owner giving a member the desk
 * or production role or taking it away. One transaction: the member's row locked, the role set,
 * the audit entry written.
 */
import type { Database } from '../../server/db/client.js';
import { invalidField, ShopError } from '../../server/errors.js';
import { accounts, type MemberRow } from '../account/accounts.js';
import type { StaffMember } from '../account/staff-access.js';
import { isStaffRole, STAFF_ROLE_LABELS } from '../account/staff-roles.js';
import { recordStaffChange } from './audit-log.js';
import { STAFF_TEAM_MESSAGES } from './staff-team-rules.js';
import type { StaffRoleBody, StaffTeamMember } from './staff.schemas.js';

const teamMember = (row: MemberRow): StaffTeamMember | null =>
  isStaffRole(row.staff_role) ? { email: row.email, name: `${row.first_name} ${row.last_name}`, role: row.staff_role, changeable: row.staff_role !== 'owner' } : null;

export async function staffTeam(db: Database): Promise<StaffTeamMember[]> {
  return (await accounts.staffMembers(db)).flatMap((row) => teamMember(row) ?? []);
}

export async function setStaffRole(db: Database, owner: StaffMember, body: StaffRoleBody, requestId: string, now: Date): Promise<{ team: StaffTeamMember[]; message: string }> {
  return db.transaction(async (tx) => {
    const member = await accounts.lockMemberByEmail(tx, body.email);
    if (!member) throw invalidField('email', STAFF_TEAM_MESSAGES.noAccount(body.email));
    if (member.id === owner.id) throw new ShopError(409, 'conflict', STAFF_TEAM_MESSAGES.notYourself);
    if (member.staff_role === 'owner') throw new ShopError(409, 'conflict', STAFF_TEAM_MESSAGES.ownerFromSettings(body.email));
    const before = member.staff_role ?? null;
    if (before === body.role) return { team: await staffTeam(tx), message: STAFF_TEAM_MESSAGES.unchanged(body.email) };
    await accounts.setStaffRole(tx, member.id, body.role);
    const label = body.role ? STAFF_ROLE_LABELS[body.role] : null;
    await recordStaffChange(tx, {
      by: owner,
      action: 'staff.role',
      subject: { type: 'member', id: member.email },
      summary: label ? `Gave ${member.email} the ${label} role` : `Took the staff role from ${member.email}`,
      before: { role: before },
      after: { role: body.role },
      requestId,
    }, now);
    return { team: await staffTeam(tx), message: label ? STAFF_TEAM_MESSAGES.given(member.email, label) : STAFF_TEAM_MESSAGES.taken(member.email) };
  });
}
