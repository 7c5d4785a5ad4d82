// CSS modules are named exports in Gatsby 5: import * as styles from './styles.module.css'
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}
