import { z } from 'zod';
import { API_ROUTES, type ApiName } from './api-routes';
import {
  auditEntryDetailSchema,
  auditIdParamSchema,
  auditListQuerySchema,
  auditListSchema,
  auditRestoreQuerySchema,
  auditRestoreResponseSchema,
  auditRestoreSchema,
  auditRetentionPreviewQuerySchema,
  auditRetentionPreviewSchema,
  auditSettingsSchema,
} from './audit';
import {
  artistCardSchema,
  artistDetailSchema,
  artistForEditSchema,
  artistIdParamSchema,
  artistManagementItemSchema,
  artistOrderSchema,
  artistPolaroidsSchema,
  artistWriteResponseSchema,
  createArtistSchema,
  updateArtistSchema,
  urlNameParamSchema,
  visibilityRequestSchema,
  visibilityResponseSchema,
} from './artists';
import {
  adminBoardSchema,
  artistSearchQuerySchema,
  artistSearchResultSchema,
  boardIdParamSchema,
  boardInputSchema,
  boardOrderSchema,
  rosterBoardsSchema,
} from './boards';
import { loginRequestSchema, loginResponseSchema } from './auth';
import {
  inquiryDetailSchema,
  inquiryFilterSchema,
  inquiryIdParamsSchema,
  inquiryListQuerySchema,
  inquiryListSchema,
  inquiryNewCountSchema,
  inquirySubmitResponseSchema,
  inquirySubmitSchema,
  inquiryUpdateSchema,
} from './inquiries';
import {
  accountIdParamSchema,
  accountSchema,
  accountWithPasswordSchema,
  changePasswordSchema,
  createAccountSchema,
  myAccountSchema,
  updateAccountSchema,
} from './accounts';
import {
  applicationDetailSchema,
  applicationIdParamSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationPhotoParamsSchema,
  applicationPhotoQuerySchema,
  applicationPhotoResponseSchema,
  applicationReviewSchema,
  applicationSubmitSchema,
  artistDraftResponseSchema,
} from './applications';
import {
  createPackageResponseSchema,
  createPackageSchema,
  packageAnswerSchema,
  packageCompCardParamsSchema,
  packageDetailSchema,
  packageIdParamSchema,
  packageLanguageSchema,
  packageMessageTemplateInputSchema,
  packageMessageTemplateSchema,
  packageRecipientParamSchema,
  packagePickResponseSchema,
  packagePickSchema,
  packageSummarySchema,
  packageTokenParamSchema,
  packageViewSchema,
  publicPackageSchema,
  resendPackageSchema,
  sendPackageResponseSchema,
  sendPackageSchema,
  updatePackageSchema,
} from './packages';
import {
  addJobArtistSchema,
  artistCalendarSchema,
  calendarFeedsSchema,
  calendarQuerySchema,
  changeJobArtistSchema,
  confirmationQuerySchema,
  createJobSchema,
  feedParamSchema,
  jobArtistParamSchema,
  jobArtistResultSchema,
  jobDraftSchema,
  jobIdParamSchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  revokeFeedSchema,
  sendConfirmationSchema,
  unavailableInputSchema,
  unavailableParamSchema,
  unavailableSchema,
  updateJobSchema,
} from './jobs';
import {
  reauthSchema,
  securitySettingsSchema,
  sessionRenewedSchema,
  twoFactorChallengeSchema,
  twoFactorConfirmSchema,
  twoFactorEnrolResponseSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
} from './two-factor';
import { presignRequestSchema, presignResponseSchema } from './media';
import { monthClosuresSchema } from './month-closures';
import {
  codeParamSchema,
  pageContentImageSchema,
  pageContentSchema,
  pageContentUpsertSchema,
  pageContentVideoSchema,
  videoIdParamSchema,
} from './page-content';
import {
  trackRequestSchema,
  trafficCampaignInputSchema,
  trafficCampaignParamSchema,
  trafficCampaignSchema,
  trafficCampaignsSchema,
  trafficMonthlyStatsSchema,
  trafficStatsSchema,
} from './traffic';
import { monthlyArtistViewsSchema, monthParamsSchema, viewsDataSchema, viewsTrendSchema } from './view-stats';

/**
 * What an endpoint takes and answers. `response` is the 200 answer (`null`: 204 without a body); every
 * other status answers `{ message }` (apps/server/src/plugins/error-handler.ts).
 */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | null;
};

/** The token alone (the second step of a two-factor sign-in). */
const loginAnswerSchema = z.object({ accessToken: z.string() });

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

/** The schemas of every call of API_ROUTES, by the same names (used by the server and the admin, never by public pages). */
export const API = {
  login: { ...API_ROUTES.login, body: loginRequestSchema, response: loginResponseSchema },
  loginTwoFactor: { ...API_ROUTES.loginTwoFactor, body: twoFactorLoginSchema, response: loginAnswerSchema },
  loginTwoFactorSetup: { ...API_ROUTES.loginTwoFactorSetup, body: twoFactorChallengeSchema, response: twoFactorSetupSchema },
  loginTwoFactorEnrol: { ...API_ROUTES.loginTwoFactorEnrol, body: twoFactorLoginSchema, response: twoFactorEnrolResponseSchema },
  trackTraffic: { ...API_ROUTES.trackTraffic, body: trackRequestSchema, response: null },
  health: { ...API_ROUTES.health, response: healthSchema },

  getPageContent: { ...API_ROUTES.getPageContent, params: codeParamSchema, response: pageContentSchema },
  getPageVideos: { ...API_ROUTES.getPageVideos, params: codeParamSchema, response: z.array(pageContentVideoSchema) },
  getPageImages: { ...API_ROUTES.getPageImages, params: codeParamSchema, response: z.array(pageContentImageSchema) },
  getVideo: { ...API_ROUTES.getVideo, params: videoIdParamSchema, response: pageContentVideoSchema },
  listArtists: { ...API_ROUTES.listArtists, response: z.array(artistCardSchema) },
  getArtist: { ...API_ROUTES.getArtist, params: urlNameParamSchema, response: artistDetailSchema },
  getPolaroids: { ...API_ROUTES.getPolaroids, params: urlNameParamSchema, response: artistPolaroidsSchema },
  countArtistView: { ...API_ROUTES.countArtistView, params: urlNameParamSchema, response: null },
  listBoards: { ...API_ROUTES.listBoards, response: rosterBoardsSchema },
  searchArtists: { ...API_ROUTES.searchArtists, query: artistSearchQuerySchema, response: artistSearchResultSchema },
  submitInquiry: { ...API_ROUTES.submitInquiry, body: inquirySubmitSchema, response: inquirySubmitResponseSchema },
  getPackage: { ...API_ROUTES.getPackage, params: packageTokenParamSchema, response: publicPackageSchema },
  recordPackageView: { ...API_ROUTES.recordPackageView, params: packageTokenParamSchema, body: packageViewSchema, response: null },
  pickPackageArtist: { ...API_ROUTES.pickPackageArtist, params: packageTokenParamSchema, body: packagePickSchema, response: packagePickResponseSchema },
  setPackageLanguage: { ...API_ROUTES.setPackageLanguage, params: packageTokenParamSchema, body: z.object({ language: packageLanguageSchema }).strict(), response: null },
  getPackageCompCard: {
    ...API_ROUTES.getPackageCompCard,
    params: packageCompCardParamsSchema,
    query: z.object({ lang: z.enum(['ko', 'en']).default('ko') }).strict(),
    response: z.unknown(),
  },
  /** Without ?lang=, in the link's language (a recipient's, else the package's). */
  getPackageCompCards: { ...API_ROUTES.getPackageCompCards, params: packageTokenParamSchema, query: z.object({ lang: z.enum(['ko', 'en']).optional() }).strict(), response: z.unknown() },

  uploadApplicationPhoto: { ...API_ROUTES.uploadApplicationPhoto, body: z.custom<Uint8Array | { readonly size: number; readonly type: string }>((value) => value instanceof Uint8Array, 'The body must be the photo file'), response: applicationPhotoResponseSchema },
  submitApplication: { ...API_ROUTES.submitApplication, body: applicationSubmitSchema, response: z.object({ ok: z.literal(true) }) },
  getApplicationPhoto: { ...API_ROUTES.getApplicationPhoto, params: applicationPhotoParamsSchema, query: applicationPhotoQuerySchema, response: z.unknown() },

  getViewsData: { ...API_ROUTES.getViewsData, response: viewsDataSchema },
  getMonthlyViews: { ...API_ROUTES.getMonthlyViews, params: monthParamsSchema, response: monthlyArtistViewsSchema },
  closeViewsMonth: { ...API_ROUTES.closeViewsMonth, response: z.string() },
  getViewsMonthClosures: { ...API_ROUTES.getViewsMonthClosures, response: monthClosuresSchema },
  getViewsTrend: { ...API_ROUTES.getViewsTrend, response: viewsTrendSchema },
  getTrafficStats: { ...API_ROUTES.getTrafficStats, response: trafficStatsSchema },
  getMonthlyTrafficStats: { ...API_ROUTES.getMonthlyTrafficStats, response: trafficMonthlyStatsSchema },
  closeTrafficMonth: { ...API_ROUTES.closeTrafficMonth, response: z.string() },
  getTrafficMonthClosures: { ...API_ROUTES.getTrafficMonthClosures, response: monthClosuresSchema },
  listTrafficCampaigns: { ...API_ROUTES.listTrafficCampaigns, response: trafficCampaignsSchema },
  addTrafficCampaign: { ...API_ROUTES.addTrafficCampaign, body: trafficCampaignInputSchema, response: trafficCampaignSchema },
  removeTrafficCampaign: { ...API_ROUTES.removeTrafficCampaign, params: trafficCampaignParamSchema, response: null },

  upsertPageContent: { ...API_ROUTES.upsertPageContent, body: pageContentUpsertSchema, response: pageContentSchema },
  presignUpload: { ...API_ROUTES.presignUpload, body: presignRequestSchema, response: presignResponseSchema },
  getArtistForEdit: { ...API_ROUTES.getArtistForEdit, params: urlNameParamSchema, response: artistForEditSchema },
  listArtistsForManagement: { ...API_ROUTES.listArtistsForManagement, response: z.array(artistManagementItemSchema) },
  createArtist: { ...API_ROUTES.createArtist, body: createArtistSchema, response: artistWriteResponseSchema },
  updateArtist: { ...API_ROUTES.updateArtist, params: urlNameParamSchema, body: updateArtistSchema, response: artistWriteResponseSchema },
  deleteArtist: { ...API_ROUTES.deleteArtist, params: urlNameParamSchema, response: artistWriteResponseSchema },
  setArtistVisibility: {
    ...API_ROUTES.setArtistVisibility,
    params: artistIdParamSchema,
    body: visibilityRequestSchema,
    response: visibilityResponseSchema,
  },

  orderArtists: { ...API_ROUTES.orderArtists, body: artistOrderSchema, response: z.array(artistManagementItemSchema) },
  getCompCardPreview: {
    ...API_ROUTES.getCompCardPreview,
    params: urlNameParamSchema,
    query: z.object({ lang: z.enum(['ko', 'en']).default('ko'), download: z.coerce.boolean().default(false) }).strict(),
    /** The PDF's bytes (a Blob to the admin's client). */
    response: z.unknown(),
  },
  listBoardsForAdmin: { ...API_ROUTES.listBoardsForAdmin, response: z.array(adminBoardSchema) },
  createBoard: { ...API_ROUTES.createBoard, body: boardInputSchema, response: adminBoardSchema },
  orderBoards: { ...API_ROUTES.orderBoards, body: boardOrderSchema, response: z.array(adminBoardSchema) },
  updateBoard: { ...API_ROUTES.updateBoard, params: boardIdParamSchema, body: boardInputSchema, response: adminBoardSchema },
  deleteBoard: { ...API_ROUTES.deleteBoard, params: boardIdParamSchema, response: null },

  listPackages: { ...API_ROUTES.listPackages, response: z.array(packageSummarySchema) },
  listPackageAnswers: { ...API_ROUTES.listPackageAnswers, response: z.array(packageAnswerSchema) },
  getPackageMessageTemplate: { ...API_ROUTES.getPackageMessageTemplate, response: packageMessageTemplateSchema },
  updatePackageMessageTemplate: { ...API_ROUTES.updatePackageMessageTemplate, body: packageMessageTemplateInputSchema, response: packageMessageTemplateSchema },
  createPackage: { ...API_ROUTES.createPackage, body: createPackageSchema, response: createPackageResponseSchema },
  getPackageForAdmin: { ...API_ROUTES.getPackageForAdmin, params: packageIdParamSchema, response: packageDetailSchema },
  updatePackage: { ...API_ROUTES.updatePackage, params: packageIdParamSchema, body: updatePackageSchema, response: packageDetailSchema },
  deletePackage: { ...API_ROUTES.deletePackage, params: packageIdParamSchema, response: null },
  sendPackage: { ...API_ROUTES.sendPackage, params: packageIdParamSchema, body: sendPackageSchema, response: sendPackageResponseSchema },
  revokePackageRecipient: { ...API_ROUTES.revokePackageRecipient, params: packageRecipientParamSchema, response: null },
  resendPackage: { ...API_ROUTES.resendPackage, params: packageRecipientParamSchema, body: resendPackageSchema, response: null },

  listApplications: { ...API_ROUTES.listApplications, query: applicationListQuerySchema, response: applicationListSchema },
  getApplication: { ...API_ROUTES.getApplication, params: applicationIdParamSchema, response: applicationDetailSchema },
  reviewApplication: { ...API_ROUTES.reviewApplication, params: applicationIdParamSchema, body: applicationReviewSchema, response: applicationDetailSchema },
  deleteApplication: { ...API_ROUTES.deleteApplication, params: applicationIdParamSchema, response: null },
  createArtistDraft: { ...API_ROUTES.createArtistDraft, params: applicationIdParamSchema, response: artistDraftResponseSchema },

  listAccounts: { ...API_ROUTES.listAccounts, response: z.array(accountSchema) },
  createAccount: { ...API_ROUTES.createAccount, body: createAccountSchema, response: accountWithPasswordSchema },
  updateAccount: { ...API_ROUTES.updateAccount, params: accountIdParamSchema, body: updateAccountSchema, response: accountSchema },
  resetAccountPassword: { ...API_ROUTES.resetAccountPassword, params: accountIdParamSchema, response: accountWithPasswordSchema },
  resetAccountTwoFactor: { ...API_ROUTES.resetAccountTwoFactor, params: accountIdParamSchema, response: accountSchema },
  getSecuritySettings: { ...API_ROUTES.getSecuritySettings, response: securitySettingsSchema },
  updateSecuritySettings: { ...API_ROUTES.updateSecuritySettings, body: securitySettingsSchema, response: securitySettingsSchema },
  getMyAccount: { ...API_ROUTES.getMyAccount, response: myAccountSchema },
  setupMyTwoFactor: { ...API_ROUTES.setupMyTwoFactor, body: reauthSchema, response: twoFactorSetupSchema },
  confirmMyTwoFactor: { ...API_ROUTES.confirmMyTwoFactor, body: twoFactorConfirmSchema, response: twoFactorEnrolResponseSchema },
  disableMyTwoFactor: { ...API_ROUTES.disableMyTwoFactor, body: reauthSchema, response: sessionRenewedSchema },
  changeMyPassword: { ...API_ROUTES.changeMyPassword, body: changePasswordSchema, response: null },

  listAudit: { ...API_ROUTES.listAudit, query: auditListQuerySchema, response: auditListSchema },
  getAuditEntry: { ...API_ROUTES.getAuditEntry, params: auditIdParamSchema, response: auditEntryDetailSchema },
  restoreAuditEntry: {
    ...API_ROUTES.restoreAuditEntry,
    params: auditIdParamSchema,
    query: auditRestoreQuerySchema,
    body: auditRestoreSchema,
    response: auditRestoreResponseSchema,
  },
  getAuditSettings: { ...API_ROUTES.getAuditSettings, response: auditSettingsSchema },
  updateAuditSettings: { ...API_ROUTES.updateAuditSettings, body: auditSettingsSchema, response: auditSettingsSchema },
  previewAuditRetention: { ...API_ROUTES.previewAuditRetention, query: auditRetentionPreviewQuerySchema, response: auditRetentionPreviewSchema },

  listInquiries: { ...API_ROUTES.listInquiries, query: inquiryListQuerySchema, response: inquiryListSchema },
  countNewInquiries: { ...API_ROUTES.countNewInquiries, response: inquiryNewCountSchema },
  exportInquiries: { ...API_ROUTES.exportInquiries, query: inquiryFilterSchema, response: z.string() },
  getInquiry: { ...API_ROUTES.getInquiry, params: inquiryIdParamsSchema, response: inquiryDetailSchema },
  updateInquiry: { ...API_ROUTES.updateInquiry, params: inquiryIdParamsSchema, body: inquiryUpdateSchema, response: inquiryDetailSchema },
  resendInquiry: { ...API_ROUTES.resendInquiry, params: inquiryIdParamsSchema, response: inquiryDetailSchema },

  getCalendarFeed: { ...API_ROUTES.getCalendarFeed, params: feedParamSchema, response: z.string() },
  getJobDraftFromInquiry: { ...API_ROUTES.getJobDraftFromInquiry, params: inquiryIdParamsSchema, response: jobDraftSchema },
  listJobs: { ...API_ROUTES.listJobs, query: jobListQuerySchema, response: jobListSchema },
  createJob: { ...API_ROUTES.createJob, body: createJobSchema, response: jobSchema },
  getJob: { ...API_ROUTES.getJob, params: jobIdParamSchema, response: jobSchema },
  updateJob: { ...API_ROUTES.updateJob, params: jobIdParamSchema, body: updateJobSchema, response: jobSchema },
  deleteJob: { ...API_ROUTES.deleteJob, params: jobIdParamSchema, response: null },
  addJobArtist: { ...API_ROUTES.addJobArtist, params: jobIdParamSchema, body: addJobArtistSchema, response: jobArtistResultSchema },
  changeJobArtist: { ...API_ROUTES.changeJobArtist, params: jobArtistParamSchema, body: changeJobArtistSchema, response: jobArtistResultSchema },
  getJobConfirmationPdf: { ...API_ROUTES.getJobConfirmationPdf, params: jobIdParamSchema, query: confirmationQuerySchema, response: z.unknown() },
  sendJobConfirmation: { ...API_ROUTES.sendJobConfirmation, params: jobIdParamSchema, body: sendConfirmationSchema, response: jobSchema },
  getArtistCalendar: { ...API_ROUTES.getArtistCalendar, params: artistIdParamSchema, query: calendarQuerySchema, response: artistCalendarSchema },
  addArtistUnavailable: { ...API_ROUTES.addArtistUnavailable, params: artistIdParamSchema, body: unavailableInputSchema, response: unavailableSchema },
  removeArtistUnavailable: { ...API_ROUTES.removeArtistUnavailable, params: unavailableParamSchema, response: null },
  listCalendarFeeds: { ...API_ROUTES.listCalendarFeeds, response: calendarFeedsSchema },
  revokeCalendarFeed: { ...API_ROUTES.revokeCalendarFeed, body: revokeFeedSchema, response: calendarFeedsSchema },
} as const satisfies { [K in ApiName]: (typeof API_ROUTES)[K] & EndpointSchemas };

export type Api = typeof API;

type SchemaOf<K extends ApiName, Part extends keyof EndpointSchemas> = Api[K] extends { [P in Part]: infer S } ? S : undefined;

/** What a caller sends: path parameters, query and body as the schemas accept them (before defaults). */
export type ApiParams<K extends ApiName> = SchemaOf<K, 'params'> extends z.ZodType ? z.input<SchemaOf<K, 'params'>> : undefined;
export type ApiQuery<K extends ApiName> = SchemaOf<K, 'query'> extends z.ZodType ? z.input<SchemaOf<K, 'query'>> : undefined;
export type ApiBody<K extends ApiName> = SchemaOf<K, 'body'> extends z.ZodType ? z.input<SchemaOf<K, 'body'>> : undefined;
/** What a handler receives after validation. */
export type ApiParsedParams<K extends ApiName> = SchemaOf<K, 'params'> extends z.ZodType ? z.output<SchemaOf<K, 'params'>> : undefined;
export type ApiParsedQuery<K extends ApiName> = SchemaOf<K, 'query'> extends z.ZodType ? z.output<SchemaOf<K, 'query'>> : undefined;
export type ApiParsedBody<K extends ApiName> = SchemaOf<K, 'body'> extends z.ZodType ? z.output<SchemaOf<K, 'body'>> : undefined;
/** The 200 answer (void for 204). */
export type ApiResponse<K extends ApiName> = Api[K]['response'] extends z.ZodType ? z.output<Api[K]['response']> : void;
