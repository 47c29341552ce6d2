// No zod here: the public web bundle calls the API through this table. The schemas of each call are in api.ts.

/**
 * Every JSON call of the API (SPEC section 7 and the additions recorded in docs/decisions): its method, its
 * path (`:name` marks a path parameter) and who may call it. The server registers its routes from this table
 * (apps/server/src/lib/endpoint.ts) and the web client calls by name (`call` in apps/web/src/shared/api/api-client.ts).
 *
 * `admin`: needs a bearer token of a staff account, ROLE_ADMIN or ROLE_EDITOR (401 without a valid token, 403 with
 *   another role). `adminOnly`: ROLE_ADMIN only (403 for editors): accounts, statistics resets and the history's
 *   retention (decisions 083, 086).
 * `form`: the body is sent form-encoded (application/x-www-form-urlencoded) instead of JSON.
 * `text`: the answer is text (text/plain unless the handler names another type, as the CSV export does).
 * `image`: the body is an image file itself (any content type; the server checks the content).
 */
export const API_ROUTES = {
  // Login and tracking
  login: { method: 'POST', path: '/api/loginProc', form: true },
  // Two-factor sign-in (docs/decisions/084): the second step, and setting it up when the site requires it
  loginTwoFactor: { method: 'POST', path: '/api/loginProc/two-factor' },
  loginTwoFactorSetup: { method: 'POST', path: '/api/loginProc/two-factor/setup' },
  loginTwoFactorEnrol: { method: 'POST', path: '/api/loginProc/two-factor/enrol' },
  trackTraffic: { method: 'POST', path: '/api/traffic/track' },
  health: { method: 'GET', path: '/api/health' },

  // Public reads and the casting inquiry
  getPageContent: { method: 'GET', path: '/api/pageContent/fetchByCode/:code' },
  getPageVideos: { method: 'GET', path: '/api/pageContent/fetchVideosByCode/:code' },
  getPageImages: { method: 'GET', path: '/api/pageContent/fetchImagesByCode/:code' },
  getVideo: { method: 'GET', path: '/api/pageContent/fetchOneVideo/:videoId' },
  listArtists: { method: 'GET', path: '/api/artist/getAll' },
  getArtist: { method: 'GET', path: '/api/artist/getDetails/:urlName' },
  getPolaroids: { method: 'GET', path: '/api/artist/getPolaroids/:urlName' },
  /** The artist page's view beacon, sent after the first paint and never cached (docs/decisions/087). */
  countArtistView: { method: 'POST', path: '/api/artist/view/:urlName' },
  // The roster's boards and search (docs/decisions/079)
  listBoards: { method: 'GET', path: '/api/artist/boards' },
  searchArtists: { method: 'GET', path: '/api/artist/search' },
  submitInquiry: { method: 'POST', path: '/api/mail/submit' },
  // A client package by its link (docs/decisions/081): no login, the token is the key
  getPackage: { method: 'GET', path: '/api/packages/:token' },
  recordPackageView: { method: 'POST', path: '/api/packages/:token/views' },
  pickPackageArtist: { method: 'POST', path: '/api/packages/:token/picks' },
  /** The language a recipient switched to: their next mails and openings use it (issue 37). */
  setPackageLanguage: { method: 'POST', path: '/api/packages/:token/language' },
  /** The comp card of an artist of the package, hidden ones too (a PDF). */
  getPackageCompCard: { method: 'GET', path: '/api/packages/:token/compcard/:urlName', text: true },
  /** Every artist's comp card of the package in one PDF (issue 37). */
  getPackageCompCards: { method: 'GET', path: '/api/packages/:token/compcards.pdf', text: true },

  // Model applications (docs/decisions/082): photos first (the body is the image itself), then the form
  uploadApplicationPhoto: { method: 'POST', path: '/api/applications/photos', image: true },
  submitApplication: { method: 'POST', path: '/api/applications' },
  /** An application photo through a short-lived signed address (the admin's screens); no token. */
  getApplicationPhoto: { method: 'GET', path: '/api/application-photos/:id', text: true },
  /** A private calendar feed (text/calendar) behind its secret link; no token (issue 38, decision 120). */
  getCalendarFeed: { method: 'GET', path: '/api/calendar/:scope/:token', text: true },

  // Admin: statistics
  getViewsData: { method: 'GET', path: '/api/admin/artist/fetchViewsData', admin: true },
  getMonthlyViews: { method: 'GET', path: '/api/admin/artist/monthlyData/:year/:month', admin: true },
  closeViewsMonth: { method: 'PUT', path: '/api/admin/artist/updateViewsManually', admin: true, adminOnly: true, text: true },
  getViewsMonthClosures: { method: 'GET', path: '/api/admin/artist/viewsMonthClosures', admin: true },
  getViewsTrend: { method: 'GET', path: '/api/admin/artist/viewsTrend', admin: true },
  getTrafficStats: { method: 'GET', path: '/api/traffic/stats', admin: true },
  getMonthlyTrafficStats: { method: 'GET', path: '/api/traffic/monthly-stats', admin: true },
  closeTrafficMonth: { method: 'PUT', path: '/api/admin/updateTrafficDataManuallyAndReset', admin: true, adminOnly: true, text: true },
  getTrafficMonthClosures: { method: 'GET', path: '/api/admin/traffic/monthClosures', admin: true },
  // Campaign names staff register: always counted, whatever the budget of new source names (docs/decisions/095)
  listTrafficCampaigns: { method: 'GET', path: '/api/admin/traffic/campaigns', admin: true },
  addTrafficCampaign: { method: 'POST', path: '/api/admin/traffic/campaigns', admin: true },
  removeTrafficCampaign: { method: 'DELETE', path: '/api/admin/traffic/campaigns/:name', admin: true },

  // Admin: content, media and artists
  upsertPageContent: { method: 'POST', path: '/api/admin/pageContent/upsert', admin: true },
  presignUpload: { method: 'POST', path: '/api/s3/getPreSignedUrl', admin: true },
  getArtistForEdit: { method: 'GET', path: '/api/artist/getDetailsForEdit/:urlName', admin: true },
  listArtistsForManagement: { method: 'GET', path: '/api/artist/getAllForManagement', admin: true },
  createArtist: { method: 'POST', path: '/api/admin/createArtist', admin: true },
  updateArtist: { method: 'PUT', path: '/api/admin/updateArtist/:urlName', admin: true },
  deleteArtist: { method: 'DELETE', path: '/api/admin/deleteArtist/:urlName', admin: true },
  setArtistVisibility: { method: 'PUT', path: '/api/artist/:id/visibility', admin: true },
  /** The roster's order by dragging (issue 19): every artist's priority at once. */
  orderArtists: { method: 'PUT', path: '/api/admin/artists/order', admin: true },
  /** The generated comp card of any artist, hidden ones too (a PDF: `text` means "not JSON" here). */
  getCompCardPreview: { method: 'GET', path: '/api/admin/compcard/:urlName', admin: true, text: true },

  // Admin: boards of the roster (docs/decisions/079)
  listBoardsForAdmin: { method: 'GET', path: '/api/admin/boards', admin: true },
  createBoard: { method: 'POST', path: '/api/admin/boards', admin: true },
  orderBoards: { method: 'PUT', path: '/api/admin/boards/order', admin: true },
  updateBoard: { method: 'PUT', path: '/api/admin/boards/:id', admin: true },
  deleteBoard: { method: 'DELETE', path: '/api/admin/boards/:id', admin: true },

  // Admin: client packages (docs/decisions/081)
  listPackages: { method: 'GET', path: '/api/admin/packages', admin: true },
  /** The newest client answers over every package (the dashboard, issue 37). */
  listPackageAnswers: { method: 'GET', path: '/api/admin/packages/answers', admin: true },
  /** The agency's bilingual message template the send form starts from (issue 37, decision 119); PUT with If-Match. */
  getPackageMessageTemplate: { method: 'GET', path: '/api/admin/packages/message-template', admin: true },
  updatePackageMessageTemplate: { method: 'PUT', path: '/api/admin/packages/message-template', admin: true },
  createPackage: { method: 'POST', path: '/api/admin/packages', admin: true },
  getPackageForAdmin: { method: 'GET', path: '/api/admin/packages/:id', admin: true },
  updatePackage: { method: 'PUT', path: '/api/admin/packages/:id', admin: true },
  deletePackage: { method: 'DELETE', path: '/api/admin/packages/:id', admin: true },
  /** Mails the package to recipients, each with their own link (issue 37, decision 118). */
  sendPackage: { method: 'POST', path: '/api/admin/packages/:id/send', admin: true },
  revokePackageRecipient: { method: 'DELETE', path: '/api/admin/packages/:id/recipients/:recipientId', admin: true },
  /** Mails a recipient their own link again (it has not changed). */
  resendPackage: { method: 'POST', path: '/api/admin/packages/:id/recipients/:recipientId/resend', admin: true },

  // Admin: model applications (docs/decisions/082)
  listApplications: { method: 'GET', path: '/api/admin/applications', admin: true },
  getApplication: { method: 'GET', path: '/api/admin/applications/:id', admin: true },
  reviewApplication: { method: 'PUT', path: '/api/admin/applications/:id', admin: true },
  deleteApplication: { method: 'DELETE', path: '/api/admin/applications/:id', admin: true },
  createArtistDraft: { method: 'POST', path: '/api/admin/applications/:id/artist-draft', admin: true },

  // Staff accounts (docs/decisions/083): managing them is for ROLE_ADMIN; every account reads and changes its own
  listAccounts: { method: 'GET', path: '/api/admin/accounts', admin: true, adminOnly: true },
  createAccount: { method: 'POST', path: '/api/admin/accounts', admin: true, adminOnly: true },
  updateAccount: { method: 'PUT', path: '/api/admin/accounts/:id', admin: true, adminOnly: true },
  resetAccountPassword: { method: 'POST', path: '/api/admin/accounts/:id/reset-password', admin: true, adminOnly: true },
  resetAccountTwoFactor: { method: 'POST', path: '/api/admin/accounts/:id/reset-two-factor', admin: true, adminOnly: true },
  getSecuritySettings: { method: 'GET', path: '/api/admin/security', admin: true, adminOnly: true },
  updateSecuritySettings: { method: 'PUT', path: '/api/admin/security', admin: true, adminOnly: true },
  getMyAccount: { method: 'GET', path: '/api/admin/me', admin: true },
  setupMyTwoFactor: { method: 'POST', path: '/api/admin/me/two-factor/setup', admin: true },
  confirmMyTwoFactor: { method: 'POST', path: '/api/admin/me/two-factor/confirm', admin: true },
  // Setting up and turning off ask for the password or a current code (docs/decisions/092); a body, so POST
  disableMyTwoFactor: { method: 'POST', path: '/api/admin/me/two-factor/disable', admin: true },
  changeMyPassword: { method: 'PUT', path: '/api/admin/me/password', admin: true },

  // The history of admin changes with restore (issue 19, docs/decisions/086)
  listAudit: { method: 'GET', path: '/api/admin/audit', admin: true },
  getAuditEntry: { method: 'GET', path: '/api/admin/audit/:id', admin: true },
  restoreAuditEntry: { method: 'POST', path: '/api/admin/audit/:id/restore', admin: true },
  getAuditSettings: { method: 'GET', path: '/api/admin/audit-settings', admin: true, adminOnly: true },
  updateAuditSettings: { method: 'PUT', path: '/api/admin/audit-settings', admin: true, adminOnly: true },
  previewAuditRetention: { method: 'GET', path: '/api/admin/audit-settings/preview', admin: true, adminOnly: true },

  // Admin: casting inquiries (docs/decisions/034)
  listInquiries: { method: 'GET', path: '/api/admin/inquiries', admin: true },
  countNewInquiries: { method: 'GET', path: '/api/admin/inquiries/new-count', admin: true },
  exportInquiries: { method: 'GET', path: '/api/admin/inquiries/export', admin: true, text: true },
  getInquiry: { method: 'GET', path: '/api/admin/inquiries/:id', admin: true },
  updateInquiry: { method: 'PUT', path: '/api/admin/inquiries/:id', admin: true },
  resendInquiry: { method: 'POST', path: '/api/admin/inquiries/:id/resend', admin: true },
  /** A new job's fields from the inquiry: its sender, and the dates and artists it names (issue 38). */
  getJobDraftFromInquiry: { method: 'GET', path: '/api/admin/inquiries/:id/job-draft', admin: true },

  // Admin: jobs, options and bookings (issue 38, docs/decisions/120)
  listJobs: { method: 'GET', path: '/api/admin/jobs', admin: true },
  createJob: { method: 'POST', path: '/api/admin/jobs', admin: true },
  getJob: { method: 'GET', path: '/api/admin/jobs/:id', admin: true },
  updateJob: { method: 'PUT', path: '/api/admin/jobs/:id', admin: true },
  deleteJob: { method: 'DELETE', path: '/api/admin/jobs/:id', admin: true },
  addJobArtist: { method: 'POST', path: '/api/admin/jobs/:id/artists', admin: true },
  changeJobArtist: { method: 'PUT', path: '/api/admin/jobs/:id/artists/:artistId', admin: true },
  getJobConfirmationPdf: { method: 'GET', path: '/api/admin/jobs/:id/confirmation.pdf', admin: true, text: true },
  /** Mails the confirmation sheet to the client (through the outbox) and keeps it with the job. */
  sendJobConfirmation: { method: 'POST', path: '/api/admin/jobs/:id/confirmation', admin: true },
  getArtistCalendar: { method: 'GET', path: '/api/admin/artists/:id/calendar', admin: true },
  addArtistUnavailable: { method: 'POST', path: '/api/admin/artists/:id/unavailable', admin: true },
  removeArtistUnavailable: { method: 'DELETE', path: '/api/admin/artists/:id/unavailable/:unavailableId', admin: true },
  listCalendarFeeds: { method: 'GET', path: '/api/admin/calendar-feeds', admin: true },
  /** A new link for the feed; the old one answers 404 from then on. */
  revokeCalendarFeed: { method: 'POST', path: '/api/admin/calendar-feeds/revoke', admin: true },
} as const satisfies Record<string, ApiRoute>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiRoute = { method: HttpMethod; path: `/api/${string}`; admin?: true; adminOnly?: true; form?: true; text?: true; image?: true };
export type ApiName = keyof typeof API_ROUTES;
