/** The parts of @foundryvtt/foundryvtt-cli (which ships no types) that the build and its tests use. */
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackageOptions {
    /** Sources are YAML rather than JSON. */
    yaml?: boolean;
    log?: boolean;
  }
  interface CompileOptions extends PackageOptions {
    /** Look for sources in sub-folders too. */
    recursive?: boolean;
  }
  interface ExtractOptions extends PackageOptions {
    /** Delete the destination folder before extracting. */
    clean?: boolean;
    folders?: boolean;
    expandAdventures?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
