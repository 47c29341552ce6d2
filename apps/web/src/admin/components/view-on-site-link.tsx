import { adminTexts } from '../admin-texts';

/** Opens the public page an edit screen changes, in a new tab (what is saved shows there; drafts do not). */
export function ViewOnSiteLink({ path }: { path: string }) {
  return (
    <a className="admin-button admin-button--ghost" href={path} target="_blank" rel="noopener">
      {adminTexts.viewOnSite}
      <span className="visually-hidden"> {adminTexts.opensInNewTab}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
