declare module "svg-to-pdfkit" {
  type Options = {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    precision?: number;
    warningCallback?: (message: string) => void;
    /** Maps each parsed colour ([r, g, b] 0-255 and opacity) to what pdfkit's fillColor takes. */
    colorCallback?: (
      result: [number[] | string, number] | undefined,
      raw?: string,
    ) => [number[] | string, number] | undefined;
  };
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: Options,
  ): void;
}
