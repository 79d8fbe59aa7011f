// An accessible combobox over the maps adapter for the Billing Address field (spec §2).
import { forwardRef, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type FieldErrorProp } from '@join/ui';
import type { MapsAdapter, PlaceDetails, PlaceSuggestion } from './maps-adapter';

// Typing pauses this long before the maps service is asked, so a burst of keystrokes is one request.
export const SUGGEST_DEBOUNCE_MS = 300;

export interface AddressAutocompleteProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: FieldErrorProp;
  maps: MapsAdapter;
  query: string;
  onPick: (place: PlaceDetails) => void;
}

export const AddressAutocomplete = forwardRef<HTMLInputElement, AddressAutocompleteProps>(
  function AddressAutocomplete({ maps, query, onPick, label, error, ...input }, ref) {
    const { t } = useTranslation('checkout');
    const listId = `al${useId().replace(/:/g, '')}`;
    const [items, setItems] = useState<PlaceSuggestion[]>([]);
    const [active, setActive] = useState(-1);
    const [open, setOpen] = useState(false);
    // Only what the visitor typed is searched: a restored draft or a picked place spends no request.
    const typed = useRef<string | null>(null);

    useEffect(() => {
      if (query !== typed.current) {
        setItems([]);
        return;
      }
      let live = true;
      const timer = window.setTimeout(() => {
        void maps.suggest(query).then(
          (s) => live && setItems(s),
          () => live && setItems([]),
        );
      }, SUGGEST_DEBOUNCE_MS);
      return () => {
        live = false;
        window.clearTimeout(timer);
      };
    }, [maps, query]);

    const pick = async (item: PlaceSuggestion) => {
      typed.current = null;
      setOpen(false);
      const details = await maps.details(item.id);
      if (details) onPick(details);
    };

    const expanded = open && items.length > 0;
    return (
      <div className="co-autocomplete">
        <TextField
          {...input}
          ref={ref}
          label={label}
          error={error}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          // CONTRACTS#a-sign-up-people-finish 12: 'off' broke the browser's own address fill; the billing token keeps it.
          autoComplete="billing address-line1"
          onFocus={() => setOpen(true)}
          onBlur={(e) => {
            input.onBlur?.(e);
            window.setTimeout(() => setOpen(false), 150);
          }}
          onChange={(e) => {
            typed.current = e.target.value;
            input.onChange?.(e);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(e) => {
            if (!expanded) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(items.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              void pick(items[active]);
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('payment.addressSuggestions')}
          className="co-autocomplete__list"
          hidden={!expanded}
        >
          {items.map((item, i) => (
            <li
              key={item.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={
                i === active ? 'co-autocomplete__item co-autocomplete__item--active' : 'co-autocomplete__item'
              }
              onMouseDown={(e) => {
                e.preventDefault();
                void pick(item);
              }}
            >
              {item.description}
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
