/**
 * The one error type of the portal API (spec core §8): the X-PORTAL-ERROR header text, else the
 * status text; the HTTP status and the body. Network failure is status -1; a response that does
 * not match the contract is status 0.
 */
export class PortalError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** True when the message came from the server's X-PORTAL-ERROR header. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, body: unknown = null, options: { cause?: unknown; fromServer?: boolean } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PortalError';
    this.status = status;
    this.body = body;
    this.fromServer = options.fromServer ?? false;
  }

  get isNetwork(): boolean {
    return this.status === -1;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** Builds the error of a non-2xx response (reads the body once). */
  static async fromResponse(response: Response): Promise<PortalError> {
    const header = response.headers.get('X-PORTAL-ERROR');
    const body = await readBody(response);
    const message = header ? decodeHeader(header) : response.statusText;
    return new PortalError(response.status, message, body, { fromServer: Boolean(header) });
  }

  /** What crosses to or from a worker (structured clone keeps no class): rebuilt with `fromFields`. */
  toFields(): PortalErrorFields {
    return { status: this.status, message: this.message, body: this.body, fromServer: this.fromServer };
  }

  static fromFields(fields: PortalErrorFields): PortalError {
    return new PortalError(fields.status, fields.message, fields.body, { fromServer: fields.fromServer });
  }

  static network(cause: unknown): PortalError {
    const message = cause instanceof Error ? cause.message : 'Network request failed';
    return new PortalError(-1, message, null, { cause });
  }
}

export interface PortalErrorFields {
  status: number;
  message: string;
  body: unknown;
  fromServer: boolean;
}

export const isPortalError = (error: unknown): error is PortalError => error instanceof PortalError;

/** Servers may percent-encode non-ASCII header text. */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
