// Leaflet's ES module build: importing it (not the UMD main) keeps CommonJS interop out of the bundle.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
