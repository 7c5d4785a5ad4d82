/** Unit tests live beside their modules in __tests__/. Browser tests are in e2e/ (node --test). */
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)'],
  transform: {
    '^.+\\.[jt]sx?$': ['babel-jest', { presets: ['babel-preset-gatsby', '@babel/preset-typescript'] }],
  },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/src/__mocks__/css-module.js',
    '\\.css$': '<rootDir>/src/__mocks__/style.js',
    '^gatsby$': '<rootDir>/src/__mocks__/gatsby.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.cache/', '/public/'],
  globals: { __PATH_PREFIX__: '' },
};
