import type { Migration } from 'kysely';
import * as initial from './2026-11-21-initial';
import * as inquiryRetryUntil from './2026-11-21-inquiry-retry-until';
import * as loginThrottle from './2026-11-25-login-throttle';
import * as trafficNewSources from './2026-11-25-traffic-new-sources';
import * as editVersions from './2026-11-25-edit-versions';
import * as mediaRemovals from './2026-11-26-media-removals';
import * as monthClosedBy from './2026-11-26-month-closed-by';
import * as videoEnglishTitle from './2026-11-27-video-english-title';
import * as artistMeasurementNumbers from './2026-11-28-artist-measurement-numbers';
import * as boards from './2026-11-29-boards';
import * as artistPolaroids from './2026-11-30-artist-polaroids';
import * as compCardImages from './2026-12-01-comp-card-images';
import * as clientPackages from './2026-12-02-client-packages';
import * as modelApplications from './2026-12-03-model-applications';
import * as staffAccounts from './2026-12-04-staff-accounts';
import * as twoFactor from './2026-12-05-two-factor';
import * as auditEntries from './2026-12-06-audit-entries';
import * as twoFactorSingleUse from './2026-12-07-two-factor-single-use';
import * as trafficCampaigns from './2026-12-08-traffic-campaigns';
import * as orderVersions from './2026-12-09-order-versions';
import * as mailSentBy from './2026-12-10-mail-sent-by';
import * as packageRecipients from './2026-12-11-package-recipients';
import * as jobs from './2026-12-12-jobs';

/** Every migration in order. Listed explicitly: file scanning breaks once the server is bundled. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-initial': initial,
  '2026-11-21-inquiry-retry-until': inquiryRetryUntil,
  '2026-11-25-login-throttle': loginThrottle,
  '2026-11-25-traffic-new-sources': trafficNewSources,
  '2026-11-25-edit-versions': editVersions,
  '2026-11-26-media-removals': mediaRemovals,
  '2026-11-26-month-closed-by': monthClosedBy,
  '2026-11-27-video-english-title': videoEnglishTitle,
  '2026-11-28-artist-measurement-numbers': artistMeasurementNumbers,
  '2026-11-29-boards': boards,
  '2026-11-30-artist-polaroids': artistPolaroids,
  '2026-12-01-comp-card-images': compCardImages,
  '2026-12-02-client-packages': clientPackages,
  '2026-12-03-model-applications': modelApplications,
  '2026-12-04-staff-accounts': staffAccounts,
  '2026-12-05-two-factor': twoFactor,
  '2026-12-06-audit-entries': auditEntries,
  '2026-12-07-two-factor-single-use': twoFactorSingleUse,
  '2026-12-08-traffic-campaigns': trafficCampaigns,
  '2026-12-09-order-versions': orderVersions,
  '2026-12-10-mail-sent-by': mailSentBy,
  '2026-12-11-package-recipients': packageRecipients,
  '2026-12-12-jobs': jobs,
};
