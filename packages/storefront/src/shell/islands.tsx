'use client';
import { RegionBoundary } from '@vitrine/shell/region-boundary';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChatBot } from './chat-bot';
import type { DeferredIslandsProps } from './deferred-islands';
import { OpenNowStatus } from '@vitrine/shell';
import { OPEN_NOW_SLOT, SURVEY_SLOT } from './slots';
import { GeoLayer } from './geo-layer';
import { LoginModalIsland } from './login-modal-island';
import { ServiceLayerHost } from './service-layer-host';
import { SurveyInvitation } from './survey-invitation';
import { SessionKeeper } from './session-keeper';
import { VitalsReporter } from './vitals';
import { WishlistIsland } from './wishlist-island';
import { WebFontsOnNavigation } from './web-fonts';

/** What {@link DeferredIslands} loads after hydration (the session keeper too: nothing on the first paint waits for a key; the web fonts on the first client-side navigation). */
export default function Islands({ chatBot, serviceLayers, loginPath, wishlist, login, openNow }: DeferredIslandsProps) {
  return (
    <>
      <VitalsReporter />
      <SessionKeeper />
      <WebFontsOnNavigation />
      {wishlist ? <WishlistIsland loginPath={loginPath} /> : null}
      {login ? <LoginModalIsland action={login.action} customerNumberLogin={login.customerNumberLogin} loginPath={loginPath} /> : null}
      <RegionBoundary name="geo-country layer">
        <GeoLayer />
      </RegionBoundary>
      <RegionBoundary name="chat bot">
        <ChatBot enabled={chatBot} />
      </RegionBoundary>
      {serviceLayers ? <ServiceLayerHost /> : null}
      <SurveyInFooter />
      <OpenNowInFooter {...openNow} />
    </>
  );
}

/** The survey's invitation in the footer's slot (the layout renders the empty slot). */
function SurveyInFooter() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(SURVEY_SLOT)), []);
  return slot
    ? createPortal(
        <RegionBoundary name="survey">
          <SurveyInvitation />
        </RegionBoundary>,
        slot,
      )
    : null;
}

/** "Jetzt geöffnet" or "Zurzeit geschlossen" in the footer's slot, judged by the browser's clock (the cached page cannot know). */
function OpenNowInFooter(props: DeferredIslandsProps['openNow']) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(OPEN_NOW_SLOT)), []);
  return slot ? createPortal(<OpenNowStatus {...props} />, slot) : null;
}
