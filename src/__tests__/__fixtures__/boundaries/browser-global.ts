export const theme = () => window.localStorage.getItem('theme');
