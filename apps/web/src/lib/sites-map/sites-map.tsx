import 'leaflet/dist/leaflet.css';
import './sites-map.css';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { SiteStatus } from '@portale/shared';
import { IconMapOff } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getTileServerUrl } from '../app-config.ts';
import { pinLabel, pinStatusLabels, pinStatusOf, pinStatuses, type PinStatus } from './pin-status.ts';
import { siteStatusFiguresOf, siteStatusHints } from '../site-status-figures.ts';
import { formatNumber } from '../italian-numbers.ts';

export type MapSite = {
  siteCode: string;
  siteName: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  /** With a status the pin takes its colour and says it in words (the popup, the marker's name). */
  status?: SiteStatus;
  isExtended?: boolean;
};

export type SitesMapProps = {
  sites: readonly MapSite[];
  /** Names the map for screen readers, e.g. "Mappa delle ubicazioni". */
  label: string;
  height: number | string;
  /** The popups link to each site's detail (the list); the detail itself shows no link. */
  linkToDetail: boolean;
  /** Shows, under the map, the legend of the pins' colours in words. */
  withLegend?: boolean;
};

type LocatedSite = MapSite & { latitude: number; longitude: number };

const isLocated = (site: MapSite): site is LocatedSite => site.latitude !== null && site.longitude !== null;

/** A pin coloured by its site's status (sites-map.css), or neutral when the status is unknown. */
const pinIcons = new Map<PinStatus | null, L.DivIcon>();
function pinIcon(status: PinStatus | null): L.DivIcon {
  let icon = pinIcons.get(status);
  if (!icon) {
    icon = L.divIcon({
      className: status ? `sites-map-pin sites-map-pin-${status}` : 'sites-map-pin',
      html: '<span></span>',
      iconSize: [26, 26],
      iconAnchor: [13, 30],
      popupAnchor: [0, -28],
    });
    pinIcons.set(status, icon);
  }
  return icon;
}

const italy = L.latLng(42.5, 12.5);
const osmAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">contributori di OpenStreetMap</a>';

/** The popup of a marker: built from text nodes, so a site's name can never become markup. */
function popupContent(site: LocatedSite, detailHref: string | null, openDetail: () => void): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement(detailHref ? 'a' : 'span');
  title.className = 'sites-map-popup-title';
  title.textContent = site.siteName;
  if (detailHref && title instanceof HTMLAnchorElement) {
    title.href = detailHref;
    title.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      openDetail();
    });
  }
  const address = document.createElement('span');
  address.className = 'sites-map-popup-line';
  address.textContent = `${site.address}, ${site.city}`;
  box.append(title, address);
  const status = pinStatusOf(site);
  if (status) {
    const line = document.createElement('span');
    line.className = 'sites-map-popup-line';
    line.textContent = `Stato: ${pinStatusLabels[status]}`;
    box.append(line);
  }
  return box;
}

/**
 * The sites on a Leaflet map with tiles from the configured tile server. When the tiles cannot be loaded
 * (no internet, a server down) the markers stay on a neutral background and a note says so.
 */
export function SitesMap({ sites, label, height, linkToDetail, withLegend = false }: SitesMapProps) {
  const router = useRouter();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileServerUrl = getTileServerUrl();
  const located = useMemo(() => sites.filter(isLocated), [sites]);
  const unlocated = sites.length - located.length;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // On phones one finger scrolls the page, not the map: two fingers zoom and move it.
    const map = L.map(container, {
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
      zoomControl: false,
      center: italy,
      zoom: 5,
    });
    L.control.zoom({ zoomInTitle: 'Ingrandisci', zoomOutTitle: 'Riduci' }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (tileServerUrl) {
      L.tileLayer(tileServerUrl, {
        maxZoom: 19,
        attribution: tileServerUrl.includes('openstreetmap') ? osmAttribution : '',
      })
        .on('tileerror', () => setTilesFailed(true))
        .addTo(map);
    }
    map.on('popupopen', (event) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', 'Chiudi');
    });
    mapRef.current = map;
    markersRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
  }, [tileServerUrl]);

  useEffect(() => {
    const map = mapRef.current;
    const markers = markersRef.current;
    if (!map || !markers) return;
    markers.clearLayers();
    for (const site of located) {
      const target = { to: '/sites/detail/$siteCode', params: { siteCode: site.siteCode } } as const;
      const detailHref = linkToDetail ? router.buildLocation(target).href : null;
      const status = pinStatusOf(site);
      const name = pinLabel(site.siteName, status);
      const marker = L.marker([site.latitude, site.longitude], {
        icon: pinIcon(status),
        title: name,
        alt: name,
        keyboard: true,
      })
        .bindPopup(popupContent(site, detailHref, () => void router.navigate(target)))
        .addTo(markers);
      marker.getElement()?.setAttribute('aria-label', name);
    }
    if (located.length > 0) {
      const bounds = L.latLngBounds(located.map((site) => [site.latitude, site.longitude]));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    }
  }, [located, linkToDetail, router]);

  return (
    <Stack gap="xs">
      <Box
        ref={containerRef}
        className="sites-map"
        h={height}
        role="region"
        aria-label={label}
        data-testid="sites-map"
      />
      {(tilesFailed || !tileServerUrl) && (
        <Group gap={6} wrap="nowrap" role="status">
          <IconMapOff size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            Lo sfondo della mappa non è disponibile in questo momento: le ubicazioni restano segnate nella
            loro posizione.
          </Text>
        </Group>
      )}
      {withLegend && <PinLegend sites={located} />}
      {unlocated > 0 && (
        <Text size="sm" c="dimmed">
          {unlocated === 1
            ? '1 ubicazione non ha coordinate e non compare sulla mappa.'
            : `${formatNumber(unlocated)} ubicazioni non hanno coordinate e non compaiono sulla mappa.`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The pins' colours in words, with how many located sites each stands for: colour is never the only
 * cue. The figures are the dashboard card's (site-status-figures.ts): «Attiva» counts the extended too.
 */
function PinLegend({ sites }: { sites: readonly MapSite[] }) {
  const figures = siteStatusFiguresOf(sites);
  return (
    <Box component="ul" className="sites-map-legend" aria-label="Legenda della mappa">
      {pinStatuses.map((status) => (
        <li key={status}>
          <span className={`sites-map-swatch sites-map-pin-${status}`} aria-hidden />
          <Text span size="sm" fw={600}>
            {pinStatusLabels[status]}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            ({figures[status]}) {siteStatusHints[status]}
          </Text>
        </li>
      ))}
    </Box>
  );
}
