'use client';
import { RegionBoundary } from '@vitrine/shell/region-boundary';
import { ChatBot } from './chat-bot';
import type { DeferredIslandsProps } from './deferred-islands';
import { GeoLayer } from './geo-layer';
import { ServiceLayerHost } from './service-layer-host';
import { VitalsReporter } from './vitals';

/** What {@link DeferredIslands} loads after hydration. */
export default function Islands({ chatBot, serviceLayers }: DeferredIslandsProps) {
  return (
    <>
      <VitalsReporter />
      <RegionBoundary name="geo-country layer">
        <GeoLayer />
      </RegionBoundary>
      <RegionBoundary name="chat bot">
        <ChatBot enabled={chatBot} />
      </RegionBoundary>
      {serviceLayers ? <ServiceLayerHost /> : null}
    </>
  );
}
