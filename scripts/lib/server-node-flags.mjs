// Node flags of the server process: `npm start`, and every script and test that starts the built server,
// run it with these, so what they measure is what runs in production (docs/performance.md).
//
// The V8 heap limits keep the process small under load: with Node's defaults the old generation grows to
// ~110 MiB of mostly garbage under 100 concurrent connections before V8 collects it (peak RSS 230-300 MiB);
// with these it stays near 140-160 MiB at the same throughput. The live heap under load is 30-60 MiB, so
// 160 MiB leaves room; an installation that needs more sets its own flags (docs/performance.md).
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4', '--max-old-space-size=160'];
