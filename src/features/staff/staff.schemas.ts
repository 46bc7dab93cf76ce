/** The Staff page's API shapes (roles), imported by the page. */
import { z } from 'zod';
import { STAFF_ROLES } from '../account/staff-roles.js';
import { GIVEN_ROLES } from './staff-team-rules.js';

export const staffTeamMemberSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Owners come from STAFF_EMAILS; the desk changes desk and production roles only. */
  changeable: z.boolean(),
});
export type StaffTeamMember = z.infer<typeof staffTeamMemberSchema>;

export const staffRoleBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter the email address of the member’s account.' })),
  /** desk or production, or null to take the staff role away. */
  role: z.enum(GIVEN_ROLES, { error: 'Choose Desk, Production or No staff role.' }).nullable(),
});
export type StaffRoleBody = z.infer<typeof staffRoleBodySchema>;
