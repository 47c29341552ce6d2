// One home for the signatures: the admin checks a picked file with the same function before sending it.
export { MAGIC_BYTES_HEAD_LENGTH, matchesMagicBytes } from '@agency/contract/magic-bytes';
