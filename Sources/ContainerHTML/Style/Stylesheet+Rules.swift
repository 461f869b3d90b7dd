import ContainerUICore
import Foundation

/// The rules of ``Stylesheet``, grouped by what they style.
extension Stylesheet {
    /// Inter, the font the layout engine measures with, from the files in `Public/fonts/` served at
    /// `/fonts/` (family "CUI Inter", so a locally installed Inter of another version is never used).
    static let fonts: StaticString = """
    @font-face{font-family:"CUI Inter";font-style:normal;font-weight:400;font-display:block;src:url(/fonts/Inter-Regular.otf) format("opentype")}\
    @font-face{font-family:"CUI Inter";font-style:normal;font-weight:500;font-display:block;src:url(/fonts/Inter-Medium.otf) format("opentype")}\
    @font-face{font-family:"CUI Inter";font-style:normal;font-weight:600;font-display:block;src:url(/fonts/Inter-SemiBold.otf) format("opentype")}\
    @font-face{font-family:"CUI Inter";font-style:normal;font-weight:700;font-display:block;src:url(/fonts/Inter-Bold.otf) format("opentype")}\
    @font-face{font-family:"CUI Inter";font-style:italic;font-weight:400;font-display:block;src:url(/fonts/Inter-Italic.otf) format("opentype")}
    """

    static let base: StaticString = """
    .cui-root{position:relative;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;\
    width:100%;height:100vh;height:100dvh;overflow:auto;container-type:size;margin:0;\
    background:var(--cui-bg);color:var(--cui-label);color-scheme:light;\
    font-family:"CUI Inter",Inter,sans-serif;font-synthesis:none;\
    font-size:17px;line-height:1.29;-webkit-font-smoothing:antialiased}\
    .cui-root>:first-child{margin-top:auto}.cui-root>:last-child{margin-bottom:auto}\
    .cui-root *{margin:0;padding:0}
    """

    static let lightSemantic: StaticString = """
    --cui-dk:0;--cui-label:rgb(0 0 0);--cui-label2:rgb(60 60 67 / 0.6);--cui-label3:rgb(60 60 67 / 0.3);\
    --cui-label4:rgb(60 60 67 / 0.18);--cui-bg:rgb(255 255 255);--cui-gbg:rgb(242 242 247);\
    --cui-card:rgb(255 255 255);--cui-sep:rgb(60 60 67 / 0.29);--cui-off:rgb(120 120 128 / 0.16);\
    --cui-m-ultrathin:rgb(255 255 255 / 0.35);--cui-m-thin:rgb(255 255 255 / 0.55);\
    --cui-m-regular:rgb(255 255 255 / 0.72);--cui-m-thick:rgb(255 255 255 / 0.85);\
    --cui-m-ultrathick:rgb(255 255 255 / 0.93);--cui-m-bar:rgb(249 249 249 / 0.94);--cui-tlabel2:rgb(60 60 67 / 0.75);\
    --cui-glass:rgb(255 255 255 / 0.3);--cui-glass-clear:rgb(255 255 255 / 0.08);--cui-glass-rim:rgb(255 255 255 / 0.6);\
    --cui-glass-hi:rgb(255 255 255 / 0.85);--cui-glass-sh:rgb(0 0 0 / 0.14);\
    --cui-bg-e:rgb(255 255 255);--cui-bg-e-rgb:255 255 255;--cui-gbg-e:rgb(242 242 247);\
    --cui-gbg-e-rgb:242 242 247;--cui-card-e:rgb(255 255 255);\
    --cui-bg2-e:rgb(242 242 247);--cui-bg2-e-rgb:242 242 247;--cui-bg3-e:rgb(255 255 255);--cui-bg3-e-rgb:255 255 255;\
    --cui-gbg2-e:rgb(255 255 255);--cui-gbg2-e-rgb:255 255 255;--cui-gbg3-e:rgb(242 242 247);--cui-gbg3-e-rgb:242 242 247;
    """

    static let darkSemantic: StaticString = """
    --cui-dk:1;--cui-label:rgb(255 255 255);--cui-label2:rgb(235 235 245 / 0.6);--cui-label3:rgb(235 235 245 / 0.3);\
    --cui-label4:rgb(235 235 245 / 0.18);--cui-bg:rgb(0 0 0);--cui-gbg:rgb(0 0 0);\
    --cui-card:rgb(28 28 30);--cui-sep:rgb(84 84 88 / 0.6);--cui-off:rgb(120 120 128 / 0.32);\
    --cui-m-ultrathin:rgb(28 28 30 / 0.35);--cui-m-thin:rgb(28 28 30 / 0.55);\
    --cui-m-regular:rgb(28 28 30 / 0.72);--cui-m-thick:rgb(28 28 30 / 0.85);\
    --cui-m-ultrathick:rgb(28 28 30 / 0.93);--cui-m-bar:rgb(22 22 23 / 0.94);--cui-tlabel2:rgb(235 235 245 / 0.6);\
    --cui-glass:rgb(40 40 44 / 0.45);--cui-glass-clear:rgb(0 0 0 / 0.12);--cui-glass-rim:rgb(255 255 255 / 0.16);\
    --cui-glass-hi:rgb(255 255 255 / 0.28);--cui-glass-sh:rgb(0 0 0 / 0.4);\
    --cui-bg-e:rgb(28 28 30);--cui-bg-e-rgb:28 28 30;--cui-gbg-e:rgb(28 28 30);\
    --cui-gbg-e-rgb:28 28 30;--cui-card-e:rgb(44 44 46);\
    --cui-bg2-e:rgb(44 44 46);--cui-bg2-e-rgb:44 44 46;--cui-bg3-e:rgb(58 58 60);--cui-bg3-e-rgb:58 58 60;\
    --cui-gbg2-e:rgb(44 44 46);--cui-gbg2-e-rgb:44 44 46;--cui-gbg3-e:rgb(58 58 60);--cui-gbg3-e-rgb:58 58 60;
    """

    static let layout: StaticString = """
    .cui-dark,.cui-light{color:var(--cui-label)}\
    .cui-elev{--cui-bg:var(--cui-bg-e);--cui-gbg:var(--cui-gbg-e);--cui-card:var(--cui-card-e);\
    --cui-c-background:var(--cui-bg-e);--cui-c-background-rgb:var(--cui-bg-e-rgb);\
    --cui-c-grouped:var(--cui-gbg-e);--cui-c-grouped-rgb:var(--cui-gbg-e-rgb);\
    --cui-c-background2:var(--cui-bg2-e);--cui-c-background2-rgb:var(--cui-bg2-e-rgb);\
    --cui-c-background3:var(--cui-bg3-e);--cui-c-background3-rgb:var(--cui-bg3-e-rgb);\
    --cui-c-grouped2:var(--cui-gbg2-e);--cui-c-grouped2-rgb:var(--cui-gbg2-e-rgb);\
    --cui-c-grouped3:var(--cui-gbg3-e);--cui-c-grouped3-rgb:var(--cui-gbg3-e-rgb)}\
    .cui-col{display:flex;flex-direction:column;align-items:center;justify-content:center}\
    .cui-row{display:flex;flex-direction:row;align-items:center;justify-content:center}\
    .cui-col>.cui-sx,.cui-row>.cui-sy,.cui-root>.cui-sx{align-self:stretch}\
    .cui-col>.cui-sy,.cui-row>.cui-sx,.cui-root>.cui-sy{flex:1000000 1 0}\
    .cui-col>.cui-bx,.cui-root>.cui-bx{align-self:auto;width:stretch}.cui-row>.cui-by{align-self:auto;height:stretch}\
    .cui-col>.cui-spacer,.cui-row>.cui-spacer,.cui-root>.cui-spacer{flex-grow:1}\
    :where(.cui-hs)>:where(:not(.cui-sx,.cui-div,.cui-layout)){flex:1000000 1 0;max-width:max-content}\
    .cui-g{display:grid;place-items:center}.cui-z{grid-template-columns:minmax(0,1fr);grid-template-rows:minmax(0,1fr)}\
    .cui-z>*{grid-area:1/1}\
    .cui-g>.cui-sx,.cui-gr>.cui-sx{justify-self:stretch}.cui-g>.cui-sy,.cui-gr>.cui-sy{align-self:stretch}\
    .cui-g>.cui-bx,.cui-gr>.cui-bx{justify-self:auto;width:stretch}.cui-g>.cui-by,.cui-gr>.cui-by{align-self:auto;height:stretch}\
    .cui-vs{row-gap:var(--cui-gap)}.cui-hs{column-gap:var(--cui-gap)}\
    .cui-vs>.cui-spacer:not(:first-child){margin-top:calc(0px - var(--cui-gap))}\
    .cui-vs>.cui-spacer:not(:last-child){margin-bottom:calc(0px - var(--cui-gap))}\
    .cui-hs>.cui-spacer:not(:first-child){margin-inline-start:calc(0px - var(--cui-gap))}\
    .cui-hs>.cui-spacer:not(:last-child){margin-inline-end:calc(0px - var(--cui-gap))}\
    .cui-vs>.cui-spacer{min-height:var(--cui-min)}.cui-hs>.cui-spacer{min-width:var(--cui-min)}\
    .cui-as{align-items:flex-start}.cui-ae{align-items:flex-end}.cui-abl{align-items:baseline}\
    .cui-abl2{align-items:last baseline}.cui-js{justify-content:flex-start}.cui-je{justify-content:flex-end}\
    .cui-jis{justify-items:start}.cui-jie{justify-items:end}.cui-ais{align-items:start}.cui-aie{align-items:end}\
    .cui-jss{justify-self:start}.cui-jse{justify-self:end}.cui-jsc{justify-self:center}\
    .cui-ss{align-self:start}.cui-se{align-self:end}.cui-sc{align-self:center}.cui-sb{align-self:baseline}\
    .cui-prio{flex:0 0 auto}\
    .cui-fw{width:var(--cui-w);min-width:var(--cui-w);max-width:var(--cui-w);flex-shrink:0}\
    .cui-fh{height:var(--cui-h);min-height:var(--cui-h);max-height:var(--cui-h);flex-shrink:0}\
    .cui-minw{min-width:var(--cui-minw)}.cui-maxw{max-width:var(--cui-maxw)}\
    .cui-minh{min-height:var(--cui-minh)}.cui-maxh{max-height:var(--cui-maxh)}\
    .cui-maxwc{max-width:calc-size(max-content,max(size + var(--cui-mwe),var(--cui-mwl)))}\
    .cui-maxhc{max-height:calc-size(max-content,max(size + var(--cui-mhe),var(--cui-mhl)))}\
    .cui-col.cui-nmx>.cui-sx{align-self:auto}.cui-col.cui-nmy>.cui-sy{flex:none}\
    .cui-fxh{width:max-content;flex:0 0 auto}.cui-fxv{height:max-content;flex-shrink:0}\
    .cui-ar{aspect-ratio:var(--cui-ar)}\
    .cui-crw{--cui-w:calc((100cqw - var(--cui-crp) * (var(--cui-crc) - 1)) / var(--cui-crc) * var(--cui-crs) + var(--cui-crp) * (var(--cui-crs) - 1))}\
    .cui-crh{--cui-h:calc((100cqh - var(--cui-crp) * (var(--cui-crc) - 1)) / var(--cui-crc) * var(--cui-crs) + var(--cui-crp) * (var(--cui-crs) - 1))}\
    .cui-crwa{--cui-w:calc(100cqw * var(--cui-craw) + var(--cui-crbw))}.cui-crha{--cui-h:calc(100cqh * var(--cui-crah) + var(--cui-crbh))}\
    .cui-crwd{--cui-w:calc(100cqw / var(--cui-crdw))}.cui-crhd{--cui-h:calc(100cqh / var(--cui-crdh))}\
    .cui-pad{padding-block:var(--cui-pb);padding-inline:var(--cui-pi)}\
    .cui-layered{position:relative;isolation:isolate}\
    .cui-layer{position:absolute;inset:0;pointer-events:none}\
    .cui-layer>*{pointer-events:auto}.cui-bgl{z-index:-1}\
    .cui-bg{background:var(--cui-bgv)}.cui-bgr{border-radius:var(--cui-bgr)}\
    .cui-mat{-webkit-backdrop-filter:blur(20px) saturate(180%);backdrop-filter:blur(20px) saturate(180%)}\
    .cui-glass{-webkit-backdrop-filter:blur(8px) saturate(200%) brightness(1.08);backdrop-filter:blur(8px) saturate(200%) brightness(1.08);\
    box-shadow:inset 0 0 0 0.5px var(--cui-glass-rim),inset 0 1px 1px var(--cui-glass-hi),inset 0 -1px 1px rgb(255 255 255 / 0.12),\
    0 4px 16px var(--cui-glass-sh)}\
    .cui-border{outline:var(--cui-bw) solid var(--cui-bc);outline-offset:calc(0px - var(--cui-bw))}\
    .cui-clip{overflow:clip}:where(.cui-clip){min-width:0;min-height:0}.cui-rad{border-radius:var(--cui-rad)}\
    .cui-clipc{clip-path:circle(closest-side)}.cui-clipe{clip-path:ellipse(closest-side closest-side)}\
    .cui-clipp{clip-path:var(--cui-clip)}.cui-mask{mask-image:var(--cui-grad)}\
    .cui-defs{position:absolute;width:0;height:0;overflow:hidden}\
    .cui-shadow{filter:drop-shadow(var(--cui-sh))}\
    .cui-hvh,.cui-hvl{position:relative;isolation:isolate}.cui-hvl{transition:scale .15s,filter .15s}\
    @media (hover:hover){.cui-hvh:hover::before{content:"";position:absolute;inset:-4px -8px;z-index:-1;border-radius:8px;\
    background:var(--cui-c-fill3);pointer-events:none}.cui-hvl:hover{scale:1.05;filter:drop-shadow(0 4px 8px rgb(0 0 0/.2))}}\
    @media (prefers-reduced-motion:reduce){.cui-hvl{transition:none}}\
    .cui-op{opacity:var(--cui-op)}.cui-fx{filter:var(--cui-fx)}.cui-bm{mix-blend-mode:var(--cui-bm)}.cui-hidden{visibility:hidden}.cui-gone{display:none!important}\
    .cui-tf{transform:var(--cui-tf);transform-origin:var(--cui-to)}.cui-measuring .cui-tf,.cui-measuring .cui-st{transform:none!important}\
    .cui-st{flex:1 1 auto;align-self:stretch;transform-origin:0 0;transform:var(--cui-st-i);opacity:var(--cui-st-io);filter:var(--cui-st-if)}\
    .cui-sta{animation:cui-st-in both,cui-st-out forwards;animation-timing-function:var(--cui-st-e1),var(--cui-st-e2);\
    animation-timeline:view(x 0px),view(x 0px);animation-range:var(--cui-st-r1),var(--cui-st-r2)}\
    .cui-sta.cui-sty{animation-timeline:view(y 0px),view(y 0px)}\
    @keyframes cui-st-in{from{transform:var(--cui-st-b);opacity:var(--cui-st-bo);filter:var(--cui-st-bf)}\
    to{transform:var(--cui-st-i);opacity:var(--cui-st-io);filter:var(--cui-st-if)}}\
    @keyframes cui-st-out{from{transform:var(--cui-st-i);opacity:var(--cui-st-io);filter:var(--cui-st-if)}\
    to{transform:var(--cui-st-t);opacity:var(--cui-st-to);filter:var(--cui-st-tf)}}\
    .cui-zi{position:relative;z-index:var(--cui-zi)}.cui-inert{interactivity:inert}.cui-arep{opacity:0}.cui-arep:has(:focus-visible){opacity:1}
    """
}
