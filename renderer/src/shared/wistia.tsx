/** A Wistia video (docs/requirements.md#carousel "Carousel: slides of type Image or Video, with wistiaId, transcript"). */
export interface WistiaVideoProps {
  /** The 10-character Wistia media id, e.g. `abcde12345`. */
  wistiaId: string;
  /** Accessible name of the player (the iframe `title`, WCAG 4.1.2). */
  title: string;
  /** Plain-text transcript (paragraphs separated by blank lines), shown behind a "Transcript" toggle. */
  transcript?: string;
}

/** The Wistia iframe player address of a media id. */
export function wistiaEmbedUrl(wistiaId: string): string {
  return `https://fast.wistia.net/embed/iframe/${encodeURIComponent(wistiaId)}`;
}

/**
 * A 16:9 Wistia iframe player with its title, and the transcript in a native `<details>`
 * disclosure (keyboard operable with no JavaScript of ours). Server-safe.
 */
export function WistiaVideo({ wistiaId, title, transcript }: WistiaVideoProps) {
  return (
    <div className="wistia">
      <div className="wistia__frame">
        <iframe src={wistiaEmbedUrl(wistiaId)} title={title} allow="autoplay; fullscreen" allowFullScreen loading="lazy" />
      </div>
      {transcript ? (
        <details className="wistia__transcript">
          <summary>Transcript</summary>
          {transcript
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </details>
      ) : null}
    </div>
  );
}
