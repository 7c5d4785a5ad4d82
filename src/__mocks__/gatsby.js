// Gatsby's runtime is not available in unit tests: Link renders an anchor, queries come from a fixture.
const React = require('react');
let staticQueryData = {};
module.exports = {
  graphql: () => '',
  Link: React.forwardRef(function Link({ to, activeClassName, partiallyActive, ...rest }, ref) {
    return React.createElement('a', { ...rest, href: to, ref });
  }),
  navigate: jest.fn(),
  useStaticQuery: () => staticQueryData,
  __setStaticQueryData: (data) => {
    staticQueryData = data;
  },
};
