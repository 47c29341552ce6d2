// No zod here: the public web bundle imports these constants and must stay small.

/** Path prefix under which locally stored media is served. */
export const MEDIA_PATH_PREFIX = '/media/';
