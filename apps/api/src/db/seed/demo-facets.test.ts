import { PRODUCT_OCCASIONS } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue.ts';
import { demoColour, demoFacets } from './demo-facets.ts';

describe('the demo catalogue’s fabric, colour and occasions', () => {
  it('gives every demo product a fabric, a colour and at least one occasion', () => {
    for (const product of demoProducts) {
      const facets = demoFacets(product);
      expect(facets.colour, product.title).not.toBeNull();
      expect(facets.fabric, product.title).not.toBeNull();
      expect(facets.occasions.length, product.title).toBeGreaterThan(0);
      expect(facets.occasions.every((occasion) => PRODUCT_OCCASIONS.includes(occasion))).toBe(true);
    }
  });

  it('reads the colour the title names first, after the dash', () => {
    expect(demoColour('Madurai Sungudi Cotton Saree – Red with White Dots')).toBe('red');
    expect(demoColour('Chettinad Cotton Saree – Mustard Kattam with Black Border')).toBe('yellow');
    expect(demoColour('Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border')).toBe('blue');
    expect(demoColour('Kanchipuram Bridal Silk Saree – Arakku Maroon with Temple Border')).toBe('maroon');
    expect(demoColour('Kanchipuram Korvai Silk Saree – Mango Yellow with Arakku Red Border')).toBe('yellow');
    expect(demoColour('Salem Silk Stole – Silver Grey with Lotus Ends')).toBe('grey');
  });

  it('takes the fabric from the yarn: silk sarees are silk, silk-cotton sarees silk-cotton', () => {
    const fabricsOf = (category: string) => new Set(demoProducts.filter((product) => product.category === category).map((product) => demoFacets(product).fabric));
    expect(fabricsOf('silk_sarees')).toEqual(new Set(['silk']));
    expect(fabricsOf('cotton_sarees')).toEqual(new Set(['cotton']));
    expect(fabricsOf('silk_cotton_sarees')).toEqual(new Set(['silk-cotton']));
  });
});
