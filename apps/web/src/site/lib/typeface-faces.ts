// The @font-face rules as text, with their font URLs rewritten to the built assets; a chunk of its own so the
// entry does not carry them.
import faces from '@shared/styles/typeface.css?inline';

export default faces;
