// Typings for the WebAssembly build of OpenJPEG (@cornerstonejs/codec-openjpeg ships none): only what j2k-codec.ts uses.
declare module '@cornerstonejs/codec-openjpeg/wasmjs' {
  export interface FrameInfo {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
  }
  interface Deletable {
    delete(): void;
  }
  export interface J2KDecoder extends Deletable {
    getEncodedBuffer(length: number): Uint8Array;
    decode(): void;
    getDecodedBuffer(): Uint8Array;
    getFrameInfo(): FrameInfo;
  }
  export interface J2KEncoder extends Deletable {
    getDecodedBuffer(frame: FrameInfo): Uint8Array;
    setQuality(lossless: boolean, quality: number): void;
    setCompressionRatio(layer: number, ratio: number): void;
    setProgressionOrder(order: number): void;
    encode(): void;
    getEncodedBuffer(): Uint8Array;
  }
  export interface OpenJpegModule {
    J2KDecoder: new () => J2KDecoder;
    J2KEncoder: new () => J2KEncoder;
  }
  const load: (options?: { print?: (text: string) => void; printErr?: (text: string) => void }) => Promise<OpenJpegModule>;
  export default load;
}
