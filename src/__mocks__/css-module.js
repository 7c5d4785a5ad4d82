// CSS module classes resolve to their own names in unit tests.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
