// No zod here: the public web bundle imports these constants and must stay small.

/** Path prefix under which locally stored media is served. */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * A model application's photo, read by staff through a short-lived signed address (`?expires=&signature=`). An
 * artist draft made from the application refers to its photos by this path without the signature until the artist
 * is published, when they are copied to public media (docs/decisions/093).
 */
export const APPLICATION_PHOTO_PATH_PREFIX = '/api/application-photos/';
/** The unsigned path of an application photo, as an artist draft keeps it (the number is the photo's id). */
export const APPLICATION_PHOTO_REF = /^\/api\/application-photos\/([1-9]\d{0,9})$/;
