import 'server-only';
/** What a captcha check knows besides the token (spec §5: versions 2 and 3, an action name). */
export interface CaptchaContext {
  /** 2 = checkbox in a modal, 3 = invisible score. */
  version: 2 | 3;
  /** The action the token was made for (version 3); default "registration". */
  action: string;
  remoteIp: string | null;
}

/** A captcha service: says whether a token from the browser is good. Never throws for a bad token. */
export interface CaptchaProvider {
  verify(token: string, context: CaptchaContext): Promise<boolean>;
}
