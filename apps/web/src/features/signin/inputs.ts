/**
 * Input and Password by deep import: antd's Input barrel also carries TextArea, Search, OTP and
 * Space (~4 kB gzip), which the public pages, /login first, would download for nothing.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
