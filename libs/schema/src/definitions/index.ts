export * from './types.js';
export { CANNOT_UPDATE_MESSAGE, compileField, compileObject, emptyValue, UNKNOWN_TYPE_MESSAGE } from './compile.js';
export { decodeFormFields, decodeFormValue, encodeFormValue, NULL_MARKER } from './form-data.js';
