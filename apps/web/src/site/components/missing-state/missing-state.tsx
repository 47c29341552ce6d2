import { Link } from 'react-router';
import './missing-state.css';

type MissingStateProps = {
  /** The big code above the title (404 for something that does not exist); none for a failed load. */
  code?: '404';
  title: string;
  body?: string;
  /** The way back. */
  link: { to: string; label: string };
  /** The page's own heading (the 404 page), or an announced error inside a page that has one. */
  as?: 'page' | 'alert';
};

/** The designed state of a page, or of the thing a page shows, that is not there: the 404 page and its likes. */
export function MissingState({ code, title, body, link, as = 'alert' }: MissingStateProps) {
  return (
    <div className="missing-state">
      {code && (
        <p className="missing-state-code" aria-hidden="true">
          {code}
        </p>
      )}
      {as === 'page' ? (
        <h1 className="missing-state-title">{title}</h1>
      ) : (
        <p className="missing-state-title" role="alert">
          {title}
        </p>
      )}
      {body && <p className="missing-state-body">{body}</p>}
      <Link to={link.to} className="missing-state-link">
        {link.label}
      </Link>
    </div>
  );
}

type ThingTexts = { notFound: string; notFoundBody: string; loadFailed: string; loadFailedBody: string };

/** The state of a page whose artist or video is missing (404) or could not be loaded. */
export function MissingOrFailed({ notFound, texts, link }: { notFound: boolean; texts: ThingTexts; link: MissingStateProps['link'] }) {
  return notFound ? (
    <MissingState code="404" title={texts.notFound} body={texts.notFoundBody} link={link} />
  ) : (
    <MissingState title={texts.loadFailed} body={texts.loadFailedBody} link={link} />
  );
}
