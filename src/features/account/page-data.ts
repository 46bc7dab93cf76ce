/** What the account feature embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { Member } from './account.schemas.js';

/** The signed-in member, or null (the header's Sign in / account menu from the first paint). */
export const MEMBER_DATA = pageDataKey<Member | null>('member');
