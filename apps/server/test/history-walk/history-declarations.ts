import type { ApiName } from '@agency/contract/api-routes';
import type { AuditTargetType } from '@agency/contract/audit';

/**
 * Which public URLs a write's change must purge, by family (modules/purge/public-urls.ts): `artist` (the artist's
 * page and reads under its name before and after, and the roster), `roster`, `every-page` (page texts are on every
 * page), `none` (nothing a visitor sees).
 */
export type PurgeFamily = 'artist' | 'roster' | 'every-page' | 'none';

/**
 * What one write of the API table leaves behind (docs/decisions/086, 087, 105): one history entry of this action and
 * target type, and the purge of that target kind's public URLs; or, by design, nothing, with the reason.
 */
export type HistoryDeclaration = { action: string; target: AuditTargetType; purges: PurgeFamily } | { recordsNothing: string };

const records = (action: string, target: AuditTargetType, purges: PurgeFamily): HistoryDeclaration => ({ action, target, purges });

/**
 * Every write (POST, PUT, DELETE) of the API table, in one place: the history walk (history-walk.test.ts) sends each
 * once and checks the entry and the purge; a write missing here fails the walk. Writes that record nothing say why.
 */
export const HISTORY_DECLARATIONS: Partial<Record<ApiName, HistoryDeclaration>> = {
  // Sign-in and its second factor: sign-ins have their own record (decision 083), not the history of changes.
  login: { recordsNothing: 'a sign-in changes no content; sign-ins have their own record (decision 083)' },
  loginTwoFactor: { recordsNothing: 'the second step of a sign-in (decision 084)' },
  loginTwoFactorSetup: { recordsNothing: 'a secret offered at sign-in; nothing is on until the enrolment confirms it' },
  // The sign-in that sets up the factor the site requires turns it on: recorded like confirmMyTwoFactor.
  loginTwoFactorEnrol: records('account.two-factor-on', 'account', 'none'),
  setupMyTwoFactor: { recordsNothing: 'a secret offered to the account; nothing is on until confirmMyTwoFactor' },

  // What visitors, clients and applicants send: no staff member made a change.
  trackTraffic: { recordsNothing: 'a visit counted, not an admin change' },
  countArtistView: { recordsNothing: 'a view counted, not an admin change' },
  submitInquiry: { recordsNothing: 'a visitor’s inquiry; its handling is recorded (updateInquiry)' },
  recordPackageView: { recordsNothing: 'a client’s opening of a package: the client’s activity, not the agency’s edit' },
  pickPackageArtist: { recordsNothing: 'a client’s pick: the client’s activity, not the agency’s edit' },
  setPackageLanguage: { recordsNothing: 'a client’s choice of language: the client’s activity, not the agency’s edit' },
  uploadApplicationPhoto: { recordsNothing: 'an applicant’s photo; personal data stays out of the history (decision 082)' },
  submitApplication: { recordsNothing: 'an applicant’s form; personal data stays out of the history (decision 082)' },
  presignUpload: { recordsNothing: 'an upload is nothing until a save refers to it, and that save is recorded (decision 086)' },

  closeViewsMonth: records('statistics.close-views', 'statistics', 'none'),
  closeTrafficMonth: records('statistics.close-traffic', 'statistics', 'none'),
  addTrafficCampaign: records('campaign.add', 'campaign', 'none'),
  removeTrafficCampaign: records('campaign.remove', 'campaign', 'none'),

  upsertPageContent: records('page.update', 'page', 'every-page'),
  createArtist: records('artist.create', 'artist', 'artist'),
  updateArtist: records('artist.update', 'artist', 'artist'),
  deleteArtist: records('artist.delete', 'artist', 'artist'),
  setArtistVisibility: records('artist.visibility', 'artist', 'artist'),
  orderArtists: records('roster.order', 'roster', 'roster'),

  createBoard: records('board.create', 'board', 'roster'),
  orderBoards: records('board.order', 'board-order', 'roster'),
  updateBoard: records('board.update', 'board', 'roster'),
  deleteBoard: records('board.delete', 'board', 'roster'),

  createPackage: records('package.create', 'package', 'none'),
  updatePackage: records('package.update', 'package', 'none'),
  deletePackage: records('package.delete', 'package', 'none'),
  sendPackage: records('package.send', 'package', 'none'),
  revokePackageRecipient: records('package.revoke-recipient', 'package', 'none'),
  resendPackage: records('package.resend', 'package', 'none'),
  updatePackageMessageTemplate: records('package-template.update', 'package-template', 'none'),

  reviewApplication: records('application.review', 'application', 'none'),
  deleteApplication: records('application.delete', 'application', 'none'),
  // The draft is the artist's creation (hidden): its name's pages are purged like any creation.
  createArtistDraft: records('artist.create', 'artist', 'artist'),

  createAccount: records('account.create', 'account', 'none'),
  updateAccount: records('account.update', 'account', 'none'),
  resetAccountPassword: records('account.reset-password', 'account', 'none'),
  resetAccountTwoFactor: records('account.two-factor-reset', 'account', 'none'),
  updateSecuritySettings: records('settings.update', 'settings', 'none'),
  confirmMyTwoFactor: records('account.two-factor-on', 'account', 'none'),
  disableMyTwoFactor: records('account.two-factor-off', 'account', 'none'),
  changeMyPassword: records('account.change-password', 'account', 'none'),

  // The walk restores an artist's update: the restore is recorded and purged as that artist's change.
  restoreAuditEntry: records('restore', 'artist', 'artist'),
  updateAuditSettings: records('settings.update', 'settings', 'none'),

  updateInquiry: records('inquiry.update', 'inquiry', 'none'),
  resendInquiry: records('inquiry.resend', 'inquiry', 'none'),

  createJob: records('job.create', 'job', 'none'),
  updateJob: records('job.update', 'job', 'none'),
  deleteJob: records('job.delete', 'job', 'none'),
  addJobArtist: records('job.artist', 'job', 'none'),
  changeJobArtist: records('job.artist', 'job', 'none'),
  sendJobConfirmation: records('job.confirmation', 'job', 'none'),
  addArtistUnavailable: { recordsNothing: 'an artist’s own unavailable days: shown on their calendar, no job or content changes' },
  removeArtistUnavailable: { recordsNothing: 'an artist’s own unavailable days: shown on their calendar, no job or content changes' },
  revokeCalendarFeed: { recordsNothing: 'a feed link replaced: no job or content changes (who revoked it is kept with the feed)' },
};
