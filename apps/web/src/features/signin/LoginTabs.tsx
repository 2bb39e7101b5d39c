import { Button, Flex, theme } from 'antd';

export interface LoginTabsProps<K extends string> {
  value: K;
  onChange: (key: K) => void;
  items: readonly { key: K; label: string }[];
}

/**
 * The login page's tab strip. Plain buttons in a tablist rather than antd Tabs, which brings its
 * overflow dropdown and menu along: /login is the first page most users download.
 */
export function LoginTabs<K extends string>({ value, onChange, items }: LoginTabsProps<K>) {
  const { token } = theme.useToken();
  return (
    <Flex role="tablist" style={{ marginBottom: 24, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {items.map((it) => {
        const active = it.key === value;
        return (
          <Button
            key={it.key}
            role="tab"
            aria-selected={active}
            type="text"
            onClick={() => onChange(it.key)}
            style={{
              flex: 1,
              borderRadius: 0,
              marginBottom: -1,
              color: active ? token.colorPrimary : token.colorTextSecondary,
              borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
            }}
          >
            {it.label}
          </Button>
        );
      })}
    </Flex>
  );
}
