/**
 * LTI 1.3 Core §4.1, third-party initiated login: the platform sends the browser to the tool's
 * login URL with these parameters (as a GET query or a POSTed form), and the tool answers with an
 * authentication request to the platform.
 */
export type LoginParameters = {
  iss: string;
  login_hint: string;
  target_link_uri: string;
  lti_message_hint: string;
  client_id: string;
  /** Optional in LTI 1.3 Core: without it the tool learns the deployment from the id_token only. */
  lti_deployment_id?: string;
};

export interface LoginInitiation {
  /** The login URL with the parameters in its query: an iframe's src, a link. */
  url: URL;
  /** The same parameters, for a login POSTed as a form. */
  params: LoginParameters;
}

export function loginInitiation(toolLoginUrl: string, params: LoginParameters): LoginInitiation {
  const url = new URL(toolLoginUrl);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return { url, params };
}
