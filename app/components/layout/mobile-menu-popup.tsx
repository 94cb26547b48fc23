import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { NavLink } from "~/ui/link";
import { ExternalLink } from "~/components/external-link";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { buttonClass } from "~/ui/button";
import { MenuIcon, mobileTriggerClass } from "./mobile-menu";
import { navLinkClass, useNavLinks } from "./nav-links";

/**
 * The mobile menu on Radix Dialog: every page, each product listed directly; choosing a
 * link closes it. Mounted open, when the visitor activates the stand-in trigger (see useOnIntent).
 */
export function MobileMenuPopup({ autoFocus }: { autoFocus: boolean }) {
  const { t, products } = useI18n();
  const { home, links, phoneNotice } = useNavLinks();
  const [open, setOpen] = useState(true);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={trigger} className={mobileTriggerClass} aria-label={t.nav.openMenu}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t.nav.mobileMenuTitle}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label={t.nav.closeMenu}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t.nav.label} className="mt-4">
            <ul className="space-y-1" onClick={(event) => (event.target as HTMLElement).closest("a") && setOpen(false)}>
              <li>
                <NavLink to={home} end className={navLinkClass}>
                  {t.nav.home}
                </NavLink>
              </li>
              <li className="pt-2">
                <span className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.nav.products}</span>
                <ul className="mt-1 space-y-1">
                  {products.map((product) => (
                    <li key={product.id}>
                      <NavLink to={product.path} className={`${navLinkClass} w-full pl-5`}>
                        {product.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
            <ExternalLink href={site.app.signup} className={buttonClass("primary")}>
              {t.nav.register}
            </ExternalLink>
            <ExternalLink href={site.app.login} className={buttonClass("secondary")}>
              {t.nav.login}
            </ExternalLink>
            <a href={site.phone.href} className="mt-2 rounded-lg px-3 py-2 text-center hover:bg-slate-100">
              <span className="block font-semibold">{site.phone.display}</span>
              <span className="block text-sm text-slate-600">{phoneNotice}</span>
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
